import type { RothAnalysis, RothResult, RothYearRow } from './index'
import type { DollarsShown } from './roth-form'

/** The calendar year whose dollars 2026's are ("today's money", roth-model.md §18). */
export const todayYear = 2026

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

/** The children's after-tax values of a year row in the dollars shown (nominal: that year's). */
export function shownRowValues(row: RothYearRow, dollars: DollarsShown) {
  const without = dollars === 'today' ? row.withoutConversion.today : row.withoutConversion
  const withConverting = dollars === 'today' ? row.withConversion.today : row.withConversion
  return { without: without.afterTaxValue, with: withConverting.afterTaxValue }
}

/** The dollars of a table or chart by year, in words: 2026's, or each year's own. */
export function yearDollarsText(dollars: DollarsShown): string {
  return dollars === 'today' ? `in ${todayYear} dollars` : 'in each year’s dollars'
}

/** Whether the analysis assumes inflation, so that the two kinds of dollars differ. */
export const hasInflation = (analysis: Pick<RothAnalysis, 'inflationPercent'>) =>
  analysis.inflationPercent > 0

/** The year whose dollars the totals are in: 2026, or the valuation year when nominal. */
export function shownYear(
  analysis: Pick<RothAnalysis, 'valuationYear' | 'inflationPercent'>,
  dollars: DollarsShown,
): number {
  return dollars === 'today' || !hasInflation(analysis) ? todayYear : analysis.valuationYear
}

/**
 * What the totals' dollars are, for a card or a table: "in 2026 dollars", or nominal "in 2073
 * dollars (taxes and premiums as paid each year)", since sums of yearly flows have no one year.
 */
export function dollarsCaption(
  analysis: Pick<RothAnalysis, 'valuationYear' | 'inflationPercent'>,
  dollars: DollarsShown,
): string {
  const year = shownYear(analysis, dollars)
  return year === todayYear
    ? `Amounts in ${todayYear} dollars`
    : `Amounts in ${year} dollars (taxes and premiums as paid each year)`
}

/** The sentence beside the switch of dollars (roth-model.md §18's UI text, and its opposite). */
export function dollarsSentence(
  analysis: Pick<RothAnalysis, 'valuationYear' | 'inflationPercent'>,
  dollars: DollarsShown,
): string {
  const rise = `${analysis.inflationPercent} % a year`
  return dollars === 'today'
    ? `All amounts are in ${todayYear} dollars (today’s money), assuming prices rise ${rise}. Switch to ${analysis.valuationYear} dollars to see the amounts as they would be paid.`
    : `The children’s totals are in ${analysis.valuationYear} dollars, as they would be paid, with prices rising ${rise}; taxes and premiums are added up as paid each year. Switch to ${todayYear} dollars to see them in today’s money.`
}

/** §18's sentence on indexing, for the assumptions (only when there is inflation). */
export function indexingSentence(inflationPercent: number): string {
  return `Tax brackets, Medicare thresholds and your incomes rise with inflation (${inflationPercent} % a year); the law rounds each year’s figures slightly differently.`
}
