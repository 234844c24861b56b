import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import { strategiesCsv, strategiesCsvFileName } from './strategies-csv'
import { workedExampleB, workedExampleF } from './worked-examples'

const analysisF = analyzeRothConversion({
  ...workedExampleF,
  customScenarios: [{ label: 'Half now', conversionPercent: 50 }],
})

describe('strategiesCsv', () => {
  const lines = strategiesCsv(analysisF).split('\r\n')

  it('has a header, one line per strategy, one per preset and a final line end', () => {
    expect(analysisF.strategies).toHaveLength(130)
    expect(lines).toHaveLength(1 + 130 + 4 + 1)
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(
      'Rank,Id,What it does,Bracket filled (%),Years converting,IRMAA tier kept,Converted,Income tax,Medicare surcharge,Children keep without converting,Children keep with converting,Net benefit,Net benefit (%),Band',
    )
  })

  it('ranks worked example F’s best strategies first, the label with its comma in one cell', () => {
    expect(lines[1]).toBe(
      '1,fill-24-10y-tier3,"Fill the 24% bracket for 10 years, staying in IRMAA tier 3",24,10,3,862875.00,244696.50,31244.40,4441104.47,4601619.64,160515.17,3.61,Marginal Performance',
    )
    expect(lines[2]).toMatch(
      /^2,fill-32-10y-tier3,"[^"]+",32,10,3,917325\.00,264516\.30,31244\.40,/,
    )
    expect(lines[3]).toMatch(/^3,fill-24-9y-tier3,"[^"]+",24,9,3,777875\.00,220592\.50,27772\.80,/)
  })

  it('leaves the IRMAA tier empty for a strategy without a Medicare cap', () => {
    expect(lines[130]).toMatch(
      /^130,fill-35-10y,Fill the 35% bracket for 10 years,35,10,,[\d.]+,[\d.]+,[\d.]+,[\d.]+,[\d.]+,-[\d.]+,-[\d.]+,Negative Performance$/,
    )
  })

  it('lists the presets after the strategies, unranked and marked as presets, without custom scenarios', () => {
    expect(lines.slice(131, 135).map((line) => line.split(',').slice(0, 6))).toEqual([
      ['', 'conservative', 'Preset: Conservative', '', '', ''],
      ['', 'moderate', 'Preset: Moderate', '', '', ''],
      ['', 'aggressive', 'Preset: Aggressive', '', '', ''],
      ['', 'danger', 'Preset: Danger', '', '', ''],
    ])
    // The conservative preset's Medicare: 3 × (4,620.00 − 1,148.40) (roth-model.md §15 F).
    expect(lines[131]).toMatch(
      /^,conservative,Preset: Conservative,,,,225000\.00,[\d.]+,10414\.80,/,
    )
    expect(lines.join('\n')).not.toContain('Half now')
  })

  it('names worked example B’s best strategy', () => {
    const best = strategiesCsv(analyzeRothConversion(workedExampleB)).split('\r\n')[1]
    expect(best).toMatch(/^1,fill-22-10y,Fill the 22% bracket for 10 years,22,10,,618000\.00,/)
    expect(best).toContain(',59319.79,')
  })
})

describe('strategiesCsvFileName', () => {
  it('is named like the year tables', () => {
    expect(strategiesCsvFileName).toBe('roth-conversion-strategies.csv')
  })
})
