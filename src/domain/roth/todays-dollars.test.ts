import { expect, test } from 'vitest'

import { priceIndexOf } from './price-index'
import type { StrategyOutcome, StrategyYear } from './simulate'
import { todaysFlowsOf, todaysSumDollars } from './todays-dollars'

test('each year’s amount is divided by that year’s price index', () => {
  expect(todaysSumDollars([100, 110, 121], priceIndexOf(10))).toBeCloseTo(300, 9)
  expect(todaysSumDollars([0.1, 0.2, 0.3], priceIndexOf(0))).toBe(0.1 + 0.2 + 0.3)
})

test('a strategy’s flows: heirs’ tax from the heirs’ rows only', () => {
  const year = (phase: StrategyYear['phase'], dollars: number): StrategyYear => ({
    year: 0,
    phase,
    preTaxDollars: 0,
    rothDollars: 0,
    taxableDollars: 0,
    taxPaidDollars: dollars,
    medicareSurchargeDollars: dollars,
    ownerRmdDollars: dollars,
    ownerRmdTaxDollars: dollars,
    afterTaxValueDollars: 0,
  })
  const outcome: StrategyOutcome = {
    years: [year('parent', 10), year('survivor', 20), year('heirs', 40)],
    afterTaxToHeirsDollars: 0,
    heirsTaxDollars: 40,
    ownerRmdsDollars: 30,
    ownerRmdTaxDollars: 30,
    medicareSurchargeDollars: 30,
  }
  expect(todaysFlowsOf(outcome, priceIndexOf(100))).toEqual({
    heirsTaxDollars: 40 / 4,
    ownerRmdsDollars: 10 + 20 / 2 + 40 / 4,
    ownerRmdTaxDollars: 30,
    medicareSurchargeDollars: 30,
  })
})
