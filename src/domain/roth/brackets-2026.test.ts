import { expect, test } from 'vitest'

import { coloradoIncomeTaxRate2026, federalTaxTables2026, taxYear } from './brackets-2026'
import { filingStatuses } from './income-tax'

// roth-model.md §2 (Rev. Proc. 2025-32): standard deduction, then the floors of 10%…37%.
const expectedTables = {
  single: [16_100, 0, 12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
  married_filing_jointly: [32_200, 0, 24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
  married_filing_separately: [16_100, 0, 12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
  head_of_household: [24_150, 0, 17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
}

test.each(filingStatuses)('the 2026 table for %s matches Rev. Proc. 2025-32', (status) => {
  const { standardDeductionDollars, brackets } = federalTaxTables2026[status]
  expect([standardDeductionDollars, ...brackets.map((bracket) => bracket.floorDollars)]).toEqual(
    expectedTables[status],
  )
  expect(brackets.map((bracket) => bracket.rate)).toEqual([0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37])
})

test('the tables are for tax year 2026 with Colorado at 4.40%', () => {
  expect(taxYear).toBe(2026)
  expect(coloradoIncomeTaxRate2026).toBe(0.044)
})
