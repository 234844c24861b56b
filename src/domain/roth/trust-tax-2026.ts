import { coloradoIncomeTaxRate2026 } from './brackets-2026'
import { bracketTaxDollars, indexedBrackets, type TaxBracket } from './income-tax'

// Tax year 2026 brackets of trusts and estates (Rev. Proc. 2025-32, as quoted in roth-model.md §14).
const trustBrackets2026: ReadonlyArray<TaxBracket> = [
  { floorDollars: 0, rate: 0.1 },
  { floorDollars: 3_300, rate: 0.24 },
  { floorDollars: 11_700, rate: 0.35 },
  { floorDollars: 16_000, rate: 0.37 },
]

// IRC §642(b)(2)(A): the exemption of a trust that may accumulate income.
const trustExemptionDollars = 100
// IRC §1411(a)(2): net investment income tax on a trust's income over the top bracket's start.
const netInvestmentIncomeTaxRate = 0.038
const topBracketFloorDollars = 16_000

/**
 * A Colorado accumulation trust's tax in dollars on a year in which it keeps `withdrawalDollars`
 * from an inherited IRA and earns `investmentIncomeDollars` on its cash, with the 2026 brackets
 * and NIIT threshold × `priceIndex` (the $100 exemption is not indexed): federal trust brackets and
 * Colorado's 4.40 % on the withdrawal less the exemption, plus the 3.8 % net investment income tax.
 */
export function accumulationTrustTax(
  priceIndex: number,
): (withdrawalDollars: number, investmentIncomeDollars: number) => number {
  const brackets = indexedBrackets(trustBrackets2026, priceIndex)
  const niitThresholdDollars = topBracketFloorDollars * priceIndex
  return (withdrawalDollars, investmentIncomeDollars) => {
    const taxableIncomeDollars = Math.max(0, withdrawalDollars - trustExemptionDollars)
    const incomeTaxDollars =
      bracketTaxDollars(taxableIncomeDollars, brackets) +
      coloradoIncomeTaxRate2026 * taxableIncomeDollars
    const overTopBracketDollars = Math.max(
      0,
      withdrawalDollars + investmentIncomeDollars - trustExemptionDollars - niitThresholdDollars,
    )
    return (
      incomeTaxDollars +
      netInvestmentIncomeTaxRate * Math.min(investmentIncomeDollars, overTopBracketDollars)
    )
  }
}

/** The trust's tax in 2026 figures (`accumulationTrustTax` without indexing). */
export const accumulationTrustTaxDollars = accumulationTrustTax(1)
