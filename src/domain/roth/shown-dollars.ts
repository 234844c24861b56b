import type { RothResult, RothYearRow } from './index'
import type { DollarsShown } from './results-copy'

/** A result's figures in the dollars shown: 2026's, or nominal (as paid, valued when paid). */
export type ShownResult = {
  conversionAmount: number
  conversionTax: number
  medicareSurcharge: number
  /** Not converting's own Medicare surcharges (from required distributions; 0 without them). */
  withoutMedicareSurcharge: number
  withoutAfterTax: number
  withAfterTax: number
  netBenefit: number
}

/** A scenario's or strategy's figures in the dollars shown (`today` twins or nominal). */
export function shownResult(result: RothResult, dollars: DollarsShown): ShownResult {
  const isToday = dollars === 'today'
  return {
    conversionAmount: isToday ? result.today.conversionAmount : result.conversionAmount,
    conversionTax: isToday ? result.today.conversionTax : result.conversionTax,
    medicareSurcharge: isToday ? result.today.medicareSurcharge : result.medicareSurcharge,
    withoutMedicareSurcharge: isToday
      ? result.withoutConversion.today.medicareSurcharge
      : result.withoutConversion.medicareSurcharge,
    withoutAfterTax: isToday
      ? result.withoutConversion.today.afterTaxToHeirs
      : result.withoutConversion.afterTaxToHeirs,
    withAfterTax: isToday
      ? result.withConversion.today.afterTaxToHeirs
      : result.withConversion.afterTaxToHeirs,
    netBenefit: isToday ? result.today.netBenefit : result.netBenefit,
  }
}

/** A year row's money of both strategies in the dollars shown (nominal: that year's own). */
export function shownRowMoney(row: RothYearRow, dollars: DollarsShown) {
  return dollars === 'today'
    ? { without: row.withoutConversion.today, with: row.withConversion.today }
    : { without: row.withoutConversion, with: row.withConversion }
}

/** The children's after-tax values of a year row in the dollars shown (nominal: that year's). */
export function shownRowValues(row: RothYearRow, dollars: DollarsShown) {
  const money = shownRowMoney(row, dollars)
  return { without: money.without.afterTaxValue, with: money.with.afterTaxValue }
}
