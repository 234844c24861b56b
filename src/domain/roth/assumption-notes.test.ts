import { expect, it } from 'vitest'

import { detailedAssumptionNotes, quickAssumptionNotes } from './assumption-notes'
import { distributionYears, quickModeAssumptions } from './presets'

const text = quickAssumptionNotes.join('\n')

it('states the return and tax drag quick mode uses', () => {
  expect(text).toContain(`grow ${quickModeAssumptions.annualReturnPercent}% a year`)
  expect(text).toContain(`${quickModeAssumptions.taxableReturnDragPercent}% of that growth`)
})

it('states the 10-year rule the heirs follow', () => {
  expect(text).toContain(`equal parts over ${distributionYears} years`)
})

it('lists each note once, as a sentence', () => {
  expect(new Set(quickAssumptionNotes).size).toBe(quickAssumptionNotes.length)
  for (const note of quickAssumptionNotes) expect(note).toMatch(/^[A-Z].*\.$/)
})

it('states the detailed settings’ sources and exclusions, each note a sentence', () => {
  const detailed = detailedAssumptionNotes.join('\n')
  expect(detailed).toContain('Revenue Procedure 2025-32')
  expect(detailed).toContain('4.4%')
  expect(detailed).toContain('must end before the inheritance')
  for (const note of detailedAssumptionNotes) expect(note).toMatch(/^[A-Z].*\.$/)
})
