import type { PriceIndex } from './price-index'
import type { StrategyOutcome, StrategyYear } from './simulate'

/** A strategy's flows summed in 2026 dollars, before rounding. */
export type TodaysFlows = {
  heirsTaxDollars: number
  ownerRmdsDollars: number
  ownerRmdTaxDollars: number
  medicareSurchargeDollars: number
}

/**
 * The sum of a yearly flow in 2026 dollars (roth-model.md §18): each year's amount over that
 * year's price index, in year order (so that without inflation it equals the nominal sum exactly).
 */
export function todaysSumDollars(
  amountsByYear: ReadonlyArray<number>,
  priceIndex: PriceIndex,
  firstYear = 0,
): number {
  let sumDollars = 0
  amountsByYear.forEach((amountDollars, index) => {
    sumDollars += amountDollars / priceIndex(firstYear + index)
  })
  return sumDollars
}

const sumOfRows = (
  years: ReadonlyArray<StrategyYear>,
  priceIndex: PriceIndex,
  amountOf: (year: StrategyYear) => number,
) => todaysSumDollars(years.map(amountOf), priceIndex)

/** A strategy's heirs' tax, owners' distributions and their tax, and surcharges in 2026 dollars. */
export function todaysFlowsOf(outcome: StrategyOutcome, priceIndex: PriceIndex): TodaysFlows {
  const { years } = outcome
  return {
    heirsTaxDollars: sumOfRows(years, priceIndex, (year) =>
      year.phase === 'heirs' ? year.taxPaidDollars : 0,
    ),
    ownerRmdsDollars: sumOfRows(years, priceIndex, (year) => year.ownerRmdDollars),
    ownerRmdTaxDollars: sumOfRows(years, priceIndex, (year) => year.ownerRmdTaxDollars),
    medicareSurchargeDollars: sumOfRows(years, priceIndex, (year) => year.medicareSurchargeDollars),
  }
}
