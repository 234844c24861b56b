import { describe, expect, it } from 'vitest'

import { bandCaution, bandReason, scenarioSummary } from './scenario-summary'

const moderate = {
  id: 'moderate',
  conversionPercent: 25,
  parentTaxRatePercent: 24,
  childTaxRatePercent: 24,
} as const

describe('scenarioSummary', () => {
  it('says how much is converted, when, and at which flat rates', () => {
    expect(scenarioSummary(moderate, { conversionYears: 1, taxModel: 'flat' })).toBe(
      'Converts 25% of the pre-tax accounts now, in one step, taxed at a flat 24% for the parent now and 24% for the children later.',
    )
  })

  it('names the yearly parts and the family’s brackets when personalized', () => {
    expect(
      scenarioSummary(
        { ...moderate, parentTaxRatePercent: null, childTaxRatePercent: null },
        { conversionYears: 9, taxModel: 'brackets' },
      ),
    ).toBe(
      'Converts 25% of the pre-tax accounts in 9 equal yearly parts, starting now, taxed at your family’s own 2026 brackets.',
    )
  })

  it('says why the Danger preset is named so', () => {
    expect(
      scenarioSummary(
        { id: 'danger', conversionPercent: 50, parentTaxRatePercent: 37, childTaxRatePercent: 20 },
        { conversionYears: 1, taxModel: 'flat' },
      ),
    ).toMatch(/Named for its risk/)
  })
})

describe('bandReason', () => {
  it.each([
    [
      6.32,
      'info',
      'Because the children keep 6.32% more than without converting (5% to under 10% is Good).',
    ],
    [
      -5.55,
      'danger',
      'Because the children keep 5.55% less than without converting (0% or less is Negative).',
    ],
    [
      0,
      'danger',
      'Because the children keep the same as without converting (0% or less is Negative).',
    ],
    [
      10.41,
      'success',
      'Because the children keep 10.41% more than without converting (10% or more is Excellent).',
    ],
    [
      0.85,
      'warning',
      'Because the children keep 0.85% more than without converting (above 0% and under 5% is Marginal).',
    ],
  ] as const)('explains %d%%', (performancePercent, color, text) => {
    expect(bandReason({ performancePercent, band: { label: 'Good Performance', color } })).toBe(
      text,
    )
  })
})

describe('bandCaution', () => {
  const green = { label: 'Excellent Performance', color: 'success' } as const
  it('explains a good band whose break-even is later than now', () => {
    expect(bandCaution({ band: green, breakEvenYears: 15 }, 20)).toBe(
      'This band is for an inheritance in 20 years, as entered; converting is sure to pay off only if the parent lives at least 15 more years, and an earlier inheritance can leave the children less.',
    )
    expect(bandCaution({ band: green, breakEvenYears: null }, 1)).toBe(
      'This band is for an inheritance in 1 year, as entered; with some longer waits converting leaves the children less.',
    )
    expect(bandCaution({ band: green, breakEvenYears: 46 }, 0)).toMatch(
      /^This band is for an inheritance now/,
    )
  })

  it('says nothing when the break-even is now or the band is Negative', () => {
    expect(bandCaution({ band: green, breakEvenYears: 0 }, 20)).toBeNull()
    expect(
      bandCaution(
        { band: { label: 'Negative Performance', color: 'danger' }, breakEvenYears: 46 },
        0,
      ),
    ).toBeNull()
  })
})
