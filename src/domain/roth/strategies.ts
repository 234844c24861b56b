import { federalTaxTables2026 } from './brackets-2026'
import type { BracketFamilyPlan, BracketRothInput, RothAssumptions } from './family-plan'
import { yearsText } from './input-summary'
import { irmaaTierCeilings, type IrmaaTier } from './irmaa-2026'
import { medicareLookbackYears } from './medicare-premiums'
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
 * Year `year`'s room to the top of the bracket whose next rate starts at `nextIndex` (roth-model.md
 * §19): that year's indexed floor less the taxable income of other income and the required
 * distribution, under that year's filing status; never below 0.
 */
function roomInYear(
  family: BracketFamilyPlan,
  nextIndex: number,
  year: number,
  rmdDollars: number,
) {
  const { standardDeductionDollars, brackets } = family.taxpayerIn(year).federalTaxTable
  const topDollars = brackets[nextIndex]!.floorDollars
  const otherDollars = family.household.otherIncomeIn(year)
  return Math.max(0, topDollars - (otherDollars - standardDeductionDollars) - rmdDollars)
}

/**
 * The most year `year`'s MAGI may reach to keep the premiums of two years later in `tier`: the
 * tier's ceiling under the filing status of `year` and the thresholds of the premium year.
 */
export function tierCeilingInYear(family: BracketFamilyPlan, tier: IrmaaTier, year: number) {
  const premiumYear = year + medicareLookbackYears
  const ceilings = irmaaTierCeilings(
    family.household.filingStatusIn(year),
    family.priceIndex(premiumYear),
  )
  return ceilings.find((ceiling) => ceiling.tier === tier)!.ceilingDollars
}

/**
 * Every "fill the B % bracket for N years" strategy (roth-model.md §12, §19), in candidate order:
 * each year from now converts up to the top of the owner's B % bracket (after any required
 * distribution), or with Medicare on, in the years whose income sets a premium, up to the highest
 * income of an IRMAA tier. Which candidates exist is decided on the 2026 figures, with the
 * parent's own filing status and no distribution.
 */
export function strategyCandidates(
  input: BracketRothInput,
  settings: RothAssumptions,
  family: BracketFamilyPlan,
): StrategyCandidate[] {
  const { parent } = input
  const { standardDeductionDollars, brackets } = federalTaxTables2026[parent.filingStatus]
  const mostYears = Math.min(10, Math.max(1, settings.yearsUntilInheritance))
  const isMedicareYear = (year: number) =>
    family.household.medicarePersonsIn(year + medicareLookbackYears) > 0
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
        (tier: IrmaaTier | null): ConversionPlan['conversionDollars'] =>
        (year, preTaxDollars, rmdDollars) => {
          if (year >= years) return 0
          const room = roomInYear(family, nextIndex, year, rmdDollars)
          if (tier === null || !isMedicareYear(year)) return Math.min(preTaxDollars, room)
          const otherDollars = family.household.otherIncomeIn(year)
          const tierLimit = tierCeilingInYear(family, tier, year) - otherDollars - rmdDollars
          return Math.min(preTaxDollars, Math.max(0, Math.min(room, tierLimit)))
        }
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
        conversionDollars: fill(null),
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
          conversionDollars: fill(tier),
        })
      }
    }
  }
  return candidates
}
