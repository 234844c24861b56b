import type { PerformanceBand } from './bands'
import type { RothAssumptions, RothScenarioAnalysis } from './index'
import { yearsText } from './input-summary'

type SummarizedScenario = Pick<
  RothScenarioAnalysis,
  'id' | 'conversionPercent' | 'parentTaxRatePercent' | 'childTaxRatePercent'
>

/** When the conversion happens, in plain words: at once, or in equal yearly parts. */
function conversionTiming(conversionYears: number): string {
  return conversionYears === 1
    ? 'now, in one step'
    : `in ${conversionYears} equal yearly parts, starting now`
}

/**
 * What a scenario does, in one plain line: how much is converted, when, and at which rates (the
 * scenario's flat rates, or the family's own brackets); the Danger preset also says why it is
 * named so.
 */
export function scenarioSummary(
  scenario: SummarizedScenario,
  assumptions: Pick<RothAssumptions, 'conversionYears' | 'taxModel'>,
): string {
  const rates =
    scenario.parentTaxRatePercent === null || assumptions.taxModel === 'brackets'
      ? 'taxed at your family’s own 2026 brackets'
      : `taxed at a flat ${scenario.parentTaxRatePercent}% for the parent now and ${scenario.childTaxRatePercent}% for the children later`
  const converts = `Converts ${scenario.conversionPercent}% of the pre-tax accounts ${conversionTiming(assumptions.conversionYears)}, ${rates}.`
  return scenario.id === 'danger'
    ? `${converts} Named for its risk: the most tax paid up front, lost if the inheritance comes early.`
    : converts
}

const bandRanges: Record<PerformanceBand['color'], string> = {
  success: '10% or more is Excellent',
  info: '5% to under 10% is Good',
  warning: 'above 0% and under 5% is Marginal',
  danger: '0% or less is Negative',
}

/** Why a result's band is what it is: its percentage against the band's range. */
export function bandReason(result: { performancePercent: number; band: PerformanceBand }): string {
  const percent = Math.abs(result.performancePercent).toFixed(2)
  const change =
    result.performancePercent > 0
      ? `the children keep ${percent}% more than without converting`
      : result.performancePercent < 0
        ? `the children keep ${percent}% less than without converting`
        : 'the children keep the same as without converting'
  return `Because ${change} (${bandRanges[result.band.color]}).`
}

/**
 * The caution under a good band whose break-even lies later than now: the band holds for the years
 * entered, but an earlier inheritance would leave the children less. Null when none is needed.
 */
export function bandCaution(
  result: Pick<RothScenarioAnalysis, 'band' | 'breakEvenYears'>,
  yearsUntilInheritance: number,
): string | null {
  if (result.band.color === 'danger' || result.breakEvenYears === 0) return null
  const entered =
    yearsUntilInheritance === 0
      ? 'an inheritance now'
      : `an inheritance in ${yearsText(yearsUntilInheritance)}`
  return result.breakEvenYears === null
    ? `This band is for ${entered}, as entered; with some longer waits converting leaves the children less.`
    : `This band is for ${entered}, as entered; converting is sure to pay off only if the parent lives at least ${result.breakEvenYears} more years, and an earlier inheritance can leave the children less.`
}
