import { describe, expect, it } from 'vitest'

import { analyzeRothConversion } from './index'
import { shownResult, shownRowValues } from './shown-dollars'
import { workedExampleH } from './worked-examples'

const couple = analyzeRothConversion(workedExampleH)
const moderate = couple.scenarios.find(({ id }) => id === 'moderate')!

describe('shownResult', () => {
  it('gives example H’s moderate net benefit in 2026 dollars by default, and in 2073 dollars', () => {
    expect(shownResult(moderate, 'today').netBenefit).toBeCloseTo(371_619.51, 2)
    expect(shownResult(moderate, 'nominal').netBenefit).toBeCloseTo(1_186_096.94, 2)
    expect(shownResult(moderate, 'nominal')).toMatchObject({
      conversionTax: moderate.conversionTax,
      withoutAfterTax: moderate.withoutConversion.afterTaxToHeirs,
      withAfterTax: moderate.withConversion.afterTaxToHeirs,
      medicareSurcharge: moderate.medicareSurcharge,
      conversionAmount: moderate.conversionAmount,
    })
    expect(shownResult(moderate, 'today').withoutAfterTax).toBe(
      moderate.withoutConversion.today.afterTaxToHeirs,
    )
  })

  it('gives a row’s values in the dollars shown', () => {
    const last = moderate.years.at(-1)!
    expect(shownRowValues(last, 'nominal').with).toBe(moderate.withConversion.afterTaxToHeirs)
    expect(shownRowValues(last, 'today').without).toBe(
      moderate.withoutConversion.today.afterTaxToHeirs,
    )
  })
})
