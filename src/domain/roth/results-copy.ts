// The words of roth-model.md §16–§21 that the tool's page, its PDF report and its CSV files share:
// which year's dollars a figure is in, the results' labels, and the notes under the inputs. Each
// wording lives here once.
import { taxYear } from './brackets-2026'
import { bracketInputOf } from './family-plan'
import { irmaaTier, type IrmaaTier } from './irmaa-2026'
import type { RothInput } from './roth-input.schema'

/** Which year's dollars the results show: 2026's (today's money, the default) or as paid. */
export type DollarsShown = 'today' | 'nominal'

/** The query parameter (`dollars=nominal`) of the page and the PDF report that picks nominal dollars. */
export const dollarsQueryName = 'dollars'

/** Nominal dollars for `dollars=nominal`; today's (2026) dollars for anything else or nothing. */
export function dollarsShownOf(value: unknown): DollarsShown {
  return value === 'nominal' ? 'nominal' : 'today'
}

/** What an analysis says about prices: its inflation and the date its results are valued. */
type PriceFacts = { inflationPercent: number; valuationYear: number }

/** Whether the results are in `valuationYear`'s dollars: nominal chosen, and prices rise. */
const isValuationYearDollars = (facts: PriceFacts, shown: DollarsShown) =>
  shown === 'nominal' && facts.inflationPercent > 0

/** The year whose dollars the results' totals are in: 2026, or the valuation year as paid. */
export function dollarsYear(facts: PriceFacts, shown: DollarsShown): number {
  return isValuationYearDollars(facts, shown) ? facts.valuationYear : taxYear
}

/** "in 2026 dollars" or "in 2073 dollars": beside a total valued at the end of the horizon. */
export function inDollarsOf(facts: PriceFacts, shown: DollarsShown): string {
  return `in ${dollarsYear(facts, shown)} dollars`
}

/**
 * Beside a sum of yearly amounts (the conversions, their tax, Medicare) or a year's figure: in 2026
 * dollars, or in each year's own dollars as paid.
 */
export function inFlowDollarsOf(facts: PriceFacts, shown: DollarsShown): string {
  return isValuationYearDollars(facts, shown) ? 'in each year’s dollars' : inDollarsOf(facts, shown)
}

/** The dollars of a table or chart by year, in words: 2026's, or each year's own. */
export function yearDollarsText(shown: DollarsShown): string {
  return shown === 'today' ? `in ${taxYear} dollars` : 'in each year’s dollars'
}

/**
 * What a table's or card's amounts are: "Amounts in 2026 dollars", or nominal "Amounts in 2073
 * dollars (taxes and premiums as paid each year)", since sums of yearly flows have no one year.
 */
export function dollarsCaption(facts: PriceFacts, shown: DollarsShown): string {
  return isValuationYearDollars(facts, shown)
    ? `Amounts in ${facts.valuationYear} dollars (taxes and premiums as paid each year)`
    : `Amounts in ${taxYear} dollars`
}

/**
 * The sentence above the results (roth-model.md §18): which dollars they are in and how to switch;
 * without inflation, once, that 2026 dollars are all there is.
 */
export function dollarsNote(facts: PriceFacts, shown: DollarsShown): string {
  if (facts.inflationPercent === 0)
    return `All amounts are in ${taxYear} dollars (no inflation assumed).`
  const rise = `${facts.inflationPercent} % a year`
  return shown === 'nominal'
    ? `The children’s totals are in ${facts.valuationYear} dollars, as they would be paid, with prices rising ${rise}; taxes and premiums are added up as paid each year. Switch to ${taxYear} dollars to see them in today’s money.`
    : `All amounts are in ${taxYear} dollars (today’s money), assuming prices rise ${rise}. Switch to ${facts.valuationYear} dollars to see the amounts as they would be paid.`
}

/** How inflation acts on the tax tables and incomes (roth-model.md §18); null without inflation. */
export function indexingNote(inflationPercent: number): string | null {
  return inflationPercent > 0
    ? `Tax brackets, Medicare thresholds and your incomes rise with inflation (${inflationPercent} % a year); the law rounds each year’s figures slightly differently.`
    : null
}

/** The label of a scenario's conversion tax (roth-model.md §21), e.g. "Tax on the conversions (9 years)". */
export function conversionTaxLabel(conversionYears: number): string {
  return `Tax on the conversions (${conversionYears === 1 ? '1 year' : `${conversionYears} years`})`
}

/** The label of what the children keep without converting (roth-model.md §21). */
export const withoutConvertingLabel =
  'Without converting (the tax money stays invested, so this differs by scenario)'

/**
 * The Medicare tier of the parent's other income alone, on the 2026 figures and the parent's own
 * filing status (as the strategies are chosen, roth-model.md §12); null when no strategy can be
 * capped (no Medicare, flat rates, quick mode).
 */
export function otherIncomeMedicareTier(input: RothInput): IrmaaTier | null {
  const bracketInput = bracketInputOf(input)
  if (!bracketInput?.includeMedicare) return null
  return irmaaTier(bracketInput.parent.otherIncome, bracketInput.parent.filingStatus)
}

/** What a strategy's label is made of. */
type StrategyNaming = { label: string; irmaaTier: number | null }

/**
 * A strategy's label as people read it (roth-model.md §21): "Fill the 24% bracket for 10 years",
 * and when capped "…, keeping Medicare premiums at tier 1", or "…, rising to Medicare premium
 * tier 2" when the tier
 * is above that of other income alone (`otherIncomeTier`, from `otherIncomeMedicareTier`);
 * without that tier (null), the model's label ("…, staying in IRMAA tier 3").
 */
export function strategyLabel(strategy: StrategyNaming, otherIncomeTier: number | null): string {
  const tier = strategy.irmaaTier
  // Uncapped, or the tier of other income unknown: the model's own label says what it does.
  if (tier === null || otherIncomeTier === null) return strategy.label
  // The model's label (roth-model.md §12) ends in ", staying in IRMAA tier {j}".
  const engineSuffix = `, staying in IRMAA tier ${tier}`
  const base = strategy.label.endsWith(engineSuffix)
    ? strategy.label.slice(0, -engineSuffix.length)
    : strategy.label
  return tier > otherIncomeTier
    ? `${base}, rising to Medicare premium tier ${tier}`
    : `${base}, keeping Medicare premiums at tier ${tier}`
}

/**
 * The note of roth-model.md §16 when the owners' required distributions are left out though the
 * owner reaches the age they start before the inheritance.
 */
export const ownerRmdsLeftOutNote =
  'Your own required distributions are left out, so the ‘without converting’ balance is too large.'

/** When each death happens in the model (roth-model.md §16), said when the distributions are in. */
export const yearOfDeathNote =
  'We assume each death happens at the end of the year, after that year’s required distribution.'

/** The note under a child who receives means-tested benefits (roth-model.md §20). */
export const meansTestedBenefitsNote =
  'A child who receives SSI or Medicaid can lose them by inheriting directly: an inherited IRA counts as the child’s resource and each withdrawal as income. The usual plan is a supplemental-needs trust for this child (it can be an accumulation trust, which you can choose for this child alone). To keep the lifetime payout, the trustee must give the IRA custodian proof of the disability by 31 October of the year after the death. This tool does not model benefits — ask us before naming a beneficiary.'
