/** The four federal filing statuses, in the order the UI lists them. */
export const filingStatuses = [
  'single',
  'married_filing_jointly',
  'married_filing_separately',
  'head_of_household',
] as const

/** A federal filing status. */
export type FilingStatus = (typeof filingStatuses)[number]

/** One rate of a progressive schedule, charged on taxable income from `floorDollars` up. */
export type TaxBracket = { floorDollars: number; rate: number }

/** A filing status's standard deduction and progressive brackets (ascending, first floor 0). */
export type FederalTaxTable = {
  standardDeductionDollars: number
  brackets: ReadonlyArray<TaxBracket>
}

/** Who pays: the federal table of their filing status and a flat state rate on the same base. */
export type Taxpayer = { federalTaxTable: FederalTaxTable; stateTaxRate: number }

/** `brackets` with every floor × `priceIndex` (roth-model.md §18: indexed, not rounded). */
export function indexedBrackets(
  brackets: ReadonlyArray<TaxBracket>,
  priceIndex: number,
): TaxBracket[] {
  return brackets.map(({ floorDollars, rate }) => ({
    floorDollars: floorDollars * priceIndex,
    rate,
  }))
}

/** `table` with its standard deduction and bracket floors × `priceIndex` (not rounded). */
export function indexedTaxTable(table: FederalTaxTable, priceIndex: number): FederalTaxTable {
  return {
    standardDeductionDollars: table.standardDeductionDollars * priceIndex,
    brackets: indexedBrackets(table.brackets, priceIndex),
  }
}

/** Tax in dollars owed on `taxableIncomeDollars` under progressive `brackets`. */
export function bracketTaxDollars(
  taxableIncomeDollars: number,
  brackets: ReadonlyArray<TaxBracket>,
): number {
  let taxDollars = 0
  for (let index = 0; index < brackets.length; index += 1) {
    const { floorDollars, rate } = brackets[index]!
    if (taxableIncomeDollars <= floorDollars) break
    const ceilingDollars = brackets[index + 1]?.floorDollars ?? Infinity
    taxDollars += (Math.min(taxableIncomeDollars, ceilingDollars) - floorDollars) * rate
  }
  return taxDollars
}

/**
 * Federal plus state income tax in dollars on a year's `incomeDollars` (before the standard
 * deduction); the state taxes the same federal taxable income at a flat rate, as Colorado does.
 */
export function incomeTaxDollars(incomeDollars: number, taxpayer: Taxpayer): number {
  const { standardDeductionDollars, brackets } = taxpayer.federalTaxTable
  const taxableIncomeDollars = Math.max(0, incomeDollars - standardDeductionDollars)
  return (
    bracketTaxDollars(taxableIncomeDollars, brackets) + taxpayer.stateTaxRate * taxableIncomeDollars
  )
}

/**
 * Extra tax in dollars that `addedIncomeDollars` (an IRA conversion or withdrawal) adds on top of
 * `otherIncomeDollars` in one year.
 */
export function addedIncomeTaxDollars(
  otherIncomeDollars: number,
  addedIncomeDollars: number,
  taxpayer: Taxpayer,
): number {
  return (
    incomeTaxDollars(otherIncomeDollars + addedIncomeDollars, taxpayer) -
    incomeTaxDollars(otherIncomeDollars, taxpayer)
  )
}
