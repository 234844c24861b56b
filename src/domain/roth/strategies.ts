import { federalTaxTables2026 } from './brackets-2026'
import type { BracketRothInput, RothAssumptions } from './family-plan'
import { yearsText } from './input-summary'
import { irmaaTierCeilings, type IrmaaTier } from './irmaa-2026'
import { medicareEnrolleeOf, setsPaidPremium } from './medicare-premiums'
import type { ConversionPlan } from './simulate'

/** The federal rates whose bracket a strategy fills. */
export const fillableBracketPercents = [12, 22, 24, 32, 35] as const

/** The lines a strategy converts up to: the next rate's floor and, when capped, the tier's MAGI. */
export type StrategyLimits = {
  /** Taxable income where the rate above the filled bracket starts. */
  bracketTopDollars: number
  /** That rate, in percent (32 = 32%). */
  nextRatePercent: number
  /** The highest MAGI of the IRMAA tier the strategy stays in, or null when not capped. */
  irmaaCeilingDollars: number | null
}

/** One bracket-filling strategy to analyse: what it is and how much it converts each year. */
export type StrategyCandidate = {
  id: string
  label: string
  bracketPercent: (typeof fillableBracketPercents)[number]
  years: number
  irmaaTier: IrmaaTier | null
  limits: StrategyLimits
  conversionDollars: ConversionPlan['conversionDollars']
}

/**
 * Every "fill the B % bracket for N years" strategy (roth-model.md §12), in candidate order: each
 * year from now converts up to the top of the parent's B % bracket, or with Medicare on, in the
 * years whose income sets a premium, up to the highest income of an IRMAA tier.
 */
export function strategyCandidates(
  input: BracketRothInput,
  settings: RothAssumptions,
): StrategyCandidate[] {
  const { parent } = input
  const { standardDeductionDollars, brackets } = federalTaxTables2026[parent.filingStatus]
  const yearsUntilInheritance = settings.yearsUntilInheritance
  const mostYears = Math.min(10, Math.max(1, yearsUntilInheritance))
  const enrollee = medicareEnrolleeOf(parent, settings.includeMedicare)
  const isMedicareYear = (year: number) =>
    enrollee !== null && setsPaidPremium(year, enrollee, yearsUntilInheritance)
  const tierCeilings = irmaaTierCeilings(parent.filingStatus)

  const candidates: StrategyCandidate[] = []
  for (const bracketPercent of fillableBracketPercents) {
    const nextIndex = brackets.findIndex((bracket) => bracket.rate * 100 === bracketPercent) + 1
    const { floorDollars: topDollars, rate: nextRate } = brackets[nextIndex]!
    const roomDollars = topDollars - (parent.otherIncome - standardDeductionDollars)
    const limits = { bracketTopDollars: topDollars, nextRatePercent: Math.round(nextRate * 100) }
    if (roomDollars <= 0) continue
    for (let years = 1; years <= mostYears; years += 1) {
      const fill =
        (limitInMedicareYear: number): ConversionPlan['conversionDollars'] =>
        (year, preTaxDollars) =>
          year >= years
            ? 0
            : Math.min(preTaxDollars, isMedicareYear(year) ? limitInMedicareYear : roomDollars)
      const base = {
        id: `fill-${bracketPercent}-${years}y`,
        label: `Fill the ${bracketPercent}% bracket for ${yearsText(years)}`,
        bracketPercent,
        years,
      }
      candidates.push({
        ...base,
        irmaaTier: null,
        limits: { ...limits, irmaaCeilingDollars: null },
        conversionDollars: fill(roomDollars),
      })
      const hasMedicareYear = Array.from({ length: years }, (_, year) => year).some(isMedicareYear)
      if (!hasMedicareYear) continue
      for (const { tier, ceilingDollars } of tierCeilings) {
        const limitDollars = ceilingDollars - parent.otherIncome
        if (limitDollars <= 0 || limitDollars >= roomDollars) continue
        candidates.push({
          id: `${base.id}-tier${tier}`,
          label: `${base.label}, staying in IRMAA tier ${tier}`,
          bracketPercent,
          years,
          irmaaTier: tier,
          limits: { ...limits, irmaaCeilingDollars: ceilingDollars },
          conversionDollars: fill(limitDollars),
        })
      }
    }
  }
  return candidates
}
