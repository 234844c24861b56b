import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import { otherIncomeMedicareTier } from './results-copy'
import { rothInputSchema } from './roth-input.schema'
import { strategiesCsv, strategiesCsvFileName } from './strategies-csv'
import { workedExampleB, workedExampleF, workedExampleH } from './worked-examples'

const inputF = rothInputSchema.parse({
  ...workedExampleF,
  customScenarios: [{ label: 'Half now', conversionPercent: 50 }],
})
const analysisF = analyzeRothConversion(inputF)

describe('strategiesCsv', () => {
  const lines = strategiesCsv(analysisF, otherIncomeMedicareTier(inputF)).split('\r\n')

  it('has a header, one line per strategy, one per preset and a final line end', () => {
    expect(analysisF.strategies).toHaveLength(130)
    expect(lines).toHaveLength(1 + 130 + 4 + 1)
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(
      'Rank,Id,What it does,Bracket filled (%),Years converting,IRMAA tier kept,Converted (dollars of each year),Income tax (dollars of each year),Medicare surcharge (dollars of each year),Children keep without converting (2048 dollars),Children keep with converting (2048 dollars),Net benefit (2048 dollars),Net benefit (%),Band,Converted (2026 dollars),Income tax (2026 dollars),Medicare surcharge (2026 dollars),Children keep without converting (2026 dollars),Children keep with converting (2026 dollars),Net benefit (2026 dollars)',
    )
  })

  it('ranks worked example F’s best strategies first, the label with its comma in one cell', () => {
    expect(lines[1]).toBe(
      // Without inflation the 2026 dollars repeat the nominal ones; the parent's own income is in
      // tier 1, so tier 3 is a rise (roth-model.md §21).
      '1,fill-24-10y-tier3,"Fill the 24% bracket for 10 years, rising to Medicare premium tier 3",24,10,3,862875.00,244696.50,31244.40,4441104.47,4601619.64,160515.17,3.61,Marginal Performance,862875.00,244696.50,31244.40,4441104.47,4601619.64,160515.17',
    )
    expect(lines[2]).toMatch(
      /^2,fill-32-10y-tier3,"[^"]+",32,10,3,917325\.00,264516\.30,31244\.40,/,
    )
    expect(lines[3]).toMatch(/^3,fill-24-9y-tier3,"[^"]+",24,9,3,777875\.00,220592\.50,27772\.80,/)
  })

  it('leaves the IRMAA tier empty for a strategy without a Medicare cap', () => {
    expect(lines[130]).toMatch(
      /^130,fill-35-10y,Fill the 35% bracket for 10 years,35,10,,[\d.]+,[\d.]+,[\d.]+,[\d.]+,[\d.]+,-[\d.]+,-[\d.]+,Negative Performance,[\d.]+,[\d.]+,[\d.]+,[\d.]+,[\d.]+,-[\d.]+$/,
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

describe('strategiesCsv of worked example H (2.5% inflation)', () => {
  const inputH = rothInputSchema.parse(workedExampleH)
  const rows = strategiesCsv(analyzeRothConversion(inputH), otherIncomeMedicareTier(inputH))
    .split('\r\n')
    .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
  const header = rows[0]!
  const cell = (row: number, name: string) => rows[row]![header.indexOf(name)]

  it('names the best strategy and its net benefit as paid in 2073 and in 2026 dollars', () => {
    expect(rows[1]!.slice(0, 3)).toEqual([
      '1',
      'fill-24-10y-tier1',
      '"Fill the 24% bracket for 10 years, rising to Medicare premium tier 1"',
    ])
    // roth-model.md §24 H: 3,495,826.81 nominal, 1,095,287.76 in 2026 dollars.
    expect(cell(1, 'Net benefit (2073 dollars)')).toBe('3495826.81')
    expect(cell(1, 'Net benefit (2026 dollars)')).toBe('1095287.76')
    expect(cell(1, 'Converted (dollars of each year)')).toBe('2142888.91')
  })

  it('gives the moderate preset’s totals to the cent in both units', () => {
    const moderate = rows.findIndex((row) => row[1] === 'moderate')
    expect(cell(moderate, 'Net benefit (2073 dollars)')).toBe('1186096.94')
    expect(cell(moderate, 'Net benefit (2026 dollars)')).toBe('371619.51')
    expect(cell(moderate, 'Income tax (dollars of each year)')).toBe('80972.83')
    expect(cell(moderate, 'Medicare surcharge (dollars of each year)')).toBe('38347.74')
  })

  it('says "keeping" when the tier is the one of other income alone', () => {
    const keeping = strategiesCsv(analyzeRothConversion(inputH), 1).split('\r\n')[1]
    expect(keeping).toContain(
      '"Fill the 24% bracket for 10 years, keeping Medicare premiums at tier 1"',
    )
    // Without the tier of other income, the model's own label.
    expect(strategiesCsv(analyzeRothConversion(inputH)).split('\r\n')[1]).toContain(
      '"Fill the 24% bracket for 10 years, staying in IRMAA tier 1"',
    )
  })
})

describe('strategiesCsvFileName', () => {
  it('is named like the year tables', () => {
    expect(strategiesCsvFileName).toBe('roth-conversion-strategies.csv')
  })
})
