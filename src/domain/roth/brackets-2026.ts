import type { FederalTaxTable, FilingStatus, TaxBracket } from './income-tax'

/** The tax year of the tables the model applies to every projected year, indexed by inflation. */
export const taxYear = 2026

type BracketFloorsDollars = readonly [0, number, number, number, number, number, number]

// The seven federal rates, made permanent by the One Big Beautiful Bill Act (P.L. 119-21).
function bracketsFromFloors([at10, at12, at22, at24, at32, at35, at37]: BracketFloorsDollars) {
  const brackets: TaxBracket[] = [
    { floorDollars: at10, rate: 0.1 },
    { floorDollars: at12, rate: 0.12 },
    { floorDollars: at22, rate: 0.22 },
    { floorDollars: at24, rate: 0.24 },
    { floorDollars: at32, rate: 0.32 },
    { floorDollars: at35, rate: 0.35 },
    { floorDollars: at37, rate: 0.37 },
  ]
  return brackets
}

/**
 * Tax year 2026 federal standard deductions and bracket floors of taxable income by filing status,
 * from Rev. Proc. 2025-32 (IRS inflation adjustments for 2026); the 10% rate starts at 0.
 */
export const federalTaxTables2026: Readonly<Record<FilingStatus, FederalTaxTable>> = {
  single: {
    standardDeductionDollars: 16_100,
    brackets: bracketsFromFloors([0, 12_400, 50_400, 105_700, 201_775, 256_225, 640_600]),
  },
  married_filing_jointly: {
    standardDeductionDollars: 32_200,
    brackets: bracketsFromFloors([0, 24_800, 100_800, 211_400, 403_550, 512_450, 768_700]),
  },
  married_filing_separately: {
    standardDeductionDollars: 16_100,
    brackets: bracketsFromFloors([0, 12_400, 50_400, 105_700, 201_775, 256_225, 384_350]),
  },
  head_of_household: {
    standardDeductionDollars: 24_150,
    brackets: bracketsFromFloors([0, 17_700, 67_450, 105_700, 201_750, 256_200, 640_600]),
  },
}

/**
 * Colorado's flat income tax rate (C.R.S. 39-22-104(1.7)), charged on federal taxable income;
 * Colorado modifications and TABOR refund rate cuts are not modelled.
 */
export const coloradoIncomeTaxRate2026 = 0.044
