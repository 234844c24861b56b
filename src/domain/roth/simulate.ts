import { definedOrThrow } from './defined-or-throw'
import type { HeirSchedule } from './heir-schedule'
import { medicareLookbackYears } from './medicare-premiums'

/** Where the parent pays each installment's conversion tax from. */
export type TaxSource = 'outside' | 'ira'

/** One heir: the withdrawal rule, the tax on a year's withdrawal, and who keeps the money. */
export type HeirPlan = {
  schedule: HeirSchedule
  /**
   * Tax on heir year `heirYear`'s pre-tax withdrawal; `investmentIncomeDollars` is the gross
   * return on the money an accumulation trust kept so far (0 for a child who inherits directly).
   */
  withdrawalTaxDollars: (
    withdrawalDollars: number,
    investmentIncomeDollars: number,
    heirYear: number,
  ) => number
  /** True when an accumulation trust keeps the withdrawals until the horizon. */
  isKeptInTrust: boolean
}

/** The owner's required distributions (roth-model.md §16), when they are modelled. */
export type OwnerRmdPlan = {
  /** The distribution year `year` requires from a pre-tax IRA that ended last year with this much. */
  requiredDollars: (year: number, priorYearEndPreTaxDollars: number) => number
  /** The owner's income tax on year `year`'s distribution. */
  taxDollars: (year: number, rmdDollars: number) => number
}

/** Everything one projection needs, in dollars, years and decimal rates (0.06 = 6%). */
export type ConversionPlan = {
  preTaxDollars: number
  rothDollars: number
  yearsUntilInheritance: number
  annualReturnRate: number
  /** Share of the return lost to tax each year on money outside the IRAs. */
  taxableReturnDragRate: number
  taxPaidFrom: TaxSource
  /**
   * Dollars to convert in parent year `year` from a pre-tax IRA holding `preTaxDollars` after
   * that year's required distribution of `ownerRmdDollars` (never more than it holds).
   */
  conversionDollars: (year: number, preTaxDollars: number, ownerRmdDollars: number) => number
  /** The owner's income tax on year `year`'s conversion, on top of that year's distribution. */
  conversionTaxDollars: (conversionDollars: number, year: number, ownerRmdDollars: number) => number
  /**
   * The Medicare surcharge that year `year`'s IRA income (`addedIncomeDollars`: required
   * distribution plus conversion) adds to the premiums two years later (0 if none).
   */
  medicareSurchargeDollars: (year: number, addedIncomeDollars: number) => number
  /** The owner's required distributions; none when absent. */
  ownerRmds?: OwnerRmdPlan
  /** The first year the survivor of a couple lives alone; all parent years when absent or null. */
  firstSurvivorYear?: number | null
  /** One per child, in equal shares. */
  heirs: ReadonlyArray<HeirPlan>
  /** The heir year at whose end the result is valued (10 unless an heir's rule runs longer). */
  horizonYears: number
}

/** A year-end snapshot of one strategy: the parents' accounts, or the children's combined. */
export type StrategyYear = {
  year: number
  phase: 'parent' | 'survivor' | 'heirs'
  preTaxDollars: number
  rothDollars: number
  /** Money outside the IRAs, an accumulation trust's included. */
  taxableDollars: number
  /** That year's conversion tax (parent) or withdrawal tax (children). */
  taxPaidDollars: number
  /** That year's Medicare surcharge over the premiums of other income alone. */
  medicareSurchargeDollars: number
  /** That year's required distribution from the owner's pre-tax IRA. */
  ownerRmdDollars: number
  /** The owner's income tax on it. */
  ownerRmdTaxDollars: number
  /** Roth and taxable money plus the pre-tax IRA net of the heirs' average withdrawal tax rate. */
  afterTaxValueDollars: number
}

/** One strategy's projection and what the children keep after all income taxes. */
export type StrategyOutcome = {
  years: StrategyYear[]
  afterTaxToHeirsDollars: number
  /** Tax on the inherited-IRA withdrawals (a trust's included). */
  heirsTaxDollars: number
  /** The owners' required distributions before the inheritance, and their tax. */
  ownerRmdsDollars: number
  ownerRmdTaxDollars: number
  /** Medicare surcharges over the premiums of other income alone. */
  medicareSurchargeDollars: number
}

/** Both strategies side by side, and the parent's totals for the conversion. */
export type ConversionOutcome = {
  /** By parent year, 0 to the death: the dollars converted that year. */
  conversionDollarsByYear: number[]
  conversionDollars: number
  conversionTaxDollars: number
  /** The converting strategy's Medicare surcharges. */
  medicareSurchargeDollars: number
  withoutConversion: StrategyOutcome
  withConversion: StrategyOutcome
}

type Accounts = { preTaxDollars: number; rothDollars: number; taxableDollars: number }

type YearBalances = Omit<StrategyYear, 'afterTaxValueDollars'>

function grownOneYear(accounts: Accounts, iraReturnRate: number, taxableReturnRate: number) {
  return {
    preTaxDollars: accounts.preTaxDollars * (1 + iraReturnRate),
    rothDollars: accounts.rothDollars * (1 + iraReturnRate),
    taxableDollars: accounts.taxableDollars * (1 + taxableReturnRate),
  }
}

const taxableReturnRateOf = (plan: ConversionPlan) =>
  plan.annualReturnRate * (1 - plan.taxableReturnDragRate)

/** One strategy's parent years: rows, accounts at the death, and what it converted and paid. */
type ParentPhase = {
  years: YearBalances[]
  accounts: Accounts
  conversionDollarsByYear: number[]
  conversionDollars: number
  conversionTaxDollars: number
  medicareSurchargeDollars: number
  ownerRmdsDollars: number
  ownerRmdTaxDollars: number
  /** By year: the outside money this strategy spent (conversion tax and surcharges). */
  outsideSpendingDollars: number[]
}

type ParentTotals = Pick<
  ParentPhase,
  | 'conversionDollars'
  | 'conversionTaxDollars'
  | 'medicareSurchargeDollars'
  | 'ownerRmdsDollars'
  | 'ownerRmdTaxDollars'
>

/**
 * The parent years of one strategy (roth-model.md §19), each in this order: growth, the owner's
 * required distribution and its tax, the Medicare surcharge due, the conversion and its tax; or
 * for the baseline (`keptOutsideDollars` given), no conversion and then its balancing: it keeps
 * in its taxable account the outside money the converting strategy spent that year less its own.
 * The children inherit at the end of year Y.
 */
function parentYears(
  plan: ConversionPlan,
  keptOutsideDollars: ReadonlyArray<number> | null,
): ParentPhase {
  const isConverting = keptOutsideDollars === null
  const taxableReturnRate = taxableReturnRateOf(plan)
  const isTaxFromIra = plan.taxPaidFrom === 'ira'
  const years: YearBalances[] = []
  const outsideSpendingDollars: number[] = []
  const conversionDollarsByYear: number[] = []
  const surchargeDueDollars: number[] = []
  const totals: ParentTotals = {
    conversionDollars: 0,
    conversionTaxDollars: 0,
    medicareSurchargeDollars: 0,
    ownerRmdsDollars: 0,
    ownerRmdTaxDollars: 0,
  }
  let parent: Accounts = {
    preTaxDollars: plan.preTaxDollars,
    rothDollars: plan.rothDollars,
    taxableDollars: 0,
  }
  for (let year = 0; year <= plan.yearsUntilInheritance; year += 1) {
    const priorYearEndPreTaxDollars = parent.preTaxDollars
    if (year > 0) parent = grownOneYear(parent, plan.annualReturnRate, taxableReturnRate)
    let ownerRmdDollars = 0
    let ownerRmdTaxDollars = 0
    const requiredDollars = plan.ownerRmds?.requiredDollars(year, priorYearEndPreTaxDollars) ?? 0
    if (plan.ownerRmds && requiredDollars > 0) {
      ownerRmdDollars = Math.min(parent.preTaxDollars, requiredDollars)
      ownerRmdTaxDollars = plan.ownerRmds.taxDollars(year, ownerRmdDollars)
      parent = {
        preTaxDollars: parent.preTaxDollars - ownerRmdDollars,
        rothDollars: parent.rothDollars,
        taxableDollars: parent.taxableDollars + ownerRmdDollars - ownerRmdTaxDollars,
      }
      totals.ownerRmdsDollars += ownerRmdDollars
      totals.ownerRmdTaxDollars += ownerRmdTaxDollars
    }
    let outsideDollars = 0
    const surchargeDollars = surchargeDueDollars[year] ?? 0
    if (surchargeDollars > 0) {
      // Paid from outside money, or under "ira" from the Roth as far as it goes.
      const fromRothDollars = isTaxFromIra ? Math.min(surchargeDollars, parent.rothDollars) : 0
      parent = { ...parent, rothDollars: parent.rothDollars - fromRothDollars }
      outsideDollars += surchargeDollars - fromRothDollars
      totals.medicareSurchargeDollars += surchargeDollars
    }
    // A conversion never satisfies a required distribution: it comes out of what is left.
    const convertedDollars = isConverting
      ? Math.min(
          parent.preTaxDollars,
          plan.conversionDollars(year, parent.preTaxDollars, ownerRmdDollars),
        )
      : 0
    let taxPaidDollars = 0
    if (convertedDollars > 0) {
      taxPaidDollars = plan.conversionTaxDollars(convertedDollars, year, ownerRmdDollars)
      parent = {
        preTaxDollars: parent.preTaxDollars - convertedDollars,
        rothDollars: parent.rothDollars + convertedDollars - (isTaxFromIra ? taxPaidDollars : 0),
        taxableDollars: parent.taxableDollars,
      }
      if (!isTaxFromIra) outsideDollars += taxPaidDollars
      totals.conversionDollars += convertedDollars
      totals.conversionTaxDollars += taxPaidDollars
    }
    const addedIncomeDollars = ownerRmdDollars + convertedDollars
    if (addedIncomeDollars > 0) {
      surchargeDueDollars[year + medicareLookbackYears] = plan.medicareSurchargeDollars(
        year,
        addedIncomeDollars,
      )
    }
    if (keptOutsideDollars) {
      const convertingSpentDollars = definedOrThrow(
        keptOutsideDollars[year],
        'the converting strategy spans the same parent years',
      )
      const keptDollars = convertingSpentDollars - outsideDollars
      parent = { ...parent, taxableDollars: parent.taxableDollars + keptDollars }
    }
    outsideSpendingDollars.push(outsideDollars)
    conversionDollarsByYear.push(convertedDollars)
    years.push({
      year,
      phase: isSurvivorYear(plan, year) ? 'survivor' : 'parent',
      ...parent,
      taxPaidDollars,
      medicareSurchargeDollars: surchargeDollars,
      ownerRmdDollars,
      ownerRmdTaxDollars,
    })
  }
  return { years, accounts: parent, outsideSpendingDollars, conversionDollarsByYear, ...totals }
}

const isSurvivorYear = (plan: ConversionPlan, year: number) =>
  plan.firstSurvivorYear != null && year >= plan.firstSurvivorYear

type HeirAccounts = Accounts & { trustDollars: number }

type HeirsPhase = Pick<StrategyOutcome, 'afterTaxToHeirsDollars' | 'heirsTaxDollars'> & {
  years: YearBalances[]
  /** The heirs' tax over their pre-tax withdrawals (0 if none). */
  effectiveTaxRate: number
}

/** The children's years from the death to the horizon, each child's share apart. */
function inheritingHeirs(plan: ConversionPlan, parent: Accounts): HeirsPhase {
  const iraGrowth = 1 + plan.annualReturnRate
  const taxableGrowth = 1 + taxableReturnRateOf(plan)
  const childCount = plan.heirs.length
  // Each child's accounts, updated in place year by year: the inner loop runs up to ~150,000
  // times an analysis, so it allocates nothing.
  const children: HeirAccounts[] = plan.heirs.map(() => ({
    preTaxDollars: parent.preTaxDollars / childCount,
    rothDollars: parent.rothDollars / childCount,
    taxableDollars: parent.taxableDollars / childCount,
    trustDollars: 0,
  }))
  const years: YearBalances[] = []
  let heirsTaxDollars = 0
  let withdrawalsDollars = 0
  for (let heirYear = 1; heirYear <= plan.horizonYears; heirYear += 1) {
    let yearTaxDollars = 0
    const totals = { preTaxDollars: 0, rothDollars: 0, taxableDollars: 0 }
    for (let index = 0; index < childCount; index += 1) {
      const heir = plan.heirs[index]!
      const child = children[index]!
      const grownPreTaxDollars = child.preTaxDollars * iraGrowth
      const grownRothDollars = child.rothDollars * iraGrowth
      const withdrawalDollars = Math.min(
        heir.schedule.preTaxWithdrawalDollars(heirYear, child.preTaxDollars, grownPreTaxDollars),
        grownPreTaxDollars,
      )
      const rothWithdrawalDollars = Math.min(
        heir.schedule.rothWithdrawalDollars(heirYear, child.rothDollars, grownRothDollars),
        grownRothDollars,
      )
      const taxDollars = heir.withdrawalTaxDollars(
        withdrawalDollars,
        child.trustDollars * plan.annualReturnRate,
        heirYear,
      )
      yearTaxDollars += taxDollars
      withdrawalsDollars += withdrawalDollars
      child.preTaxDollars = grownPreTaxDollars - withdrawalDollars
      child.rothDollars = grownRothDollars - rothWithdrawalDollars
      child.taxableDollars *= taxableGrowth
      child.trustDollars *= taxableGrowth
      // An accumulation trust keeps what is left after tax; otherwise the child does.
      const receiver = heir.isKeptInTrust ? 'trustDollars' : 'taxableDollars'
      child[receiver] = child[receiver] + withdrawalDollars - taxDollars + rothWithdrawalDollars
      totals.preTaxDollars += child.preTaxDollars
      totals.rothDollars += child.rothDollars
      totals.taxableDollars += child.taxableDollars + child.trustDollars
    }
    heirsTaxDollars += yearTaxDollars
    years.push({
      year: plan.yearsUntilInheritance + heirYear,
      phase: 'heirs',
      ...totals,
      taxPaidDollars: yearTaxDollars,
      medicareSurchargeDollars: 0,
      ownerRmdDollars: 0,
      ownerRmdTaxDollars: 0,
    })
  }
  return {
    years,
    effectiveTaxRate: withdrawalsDollars > 0 ? heirsTaxDollars / withdrawalsDollars : 0,
    // At the horizon each trust's cash goes to its child, untaxed.
    afterTaxToHeirsDollars: sumOf(
      children,
      (child) => child.taxableDollars + child.trustDollars + child.rothDollars,
    ),
    heirsTaxDollars,
  }
}

function withAfterTaxValue(balances: YearBalances, heirsEffectiveTaxRate: number): StrategyYear {
  return {
    ...balances,
    afterTaxValueDollars:
      balances.rothDollars +
      balances.taxableDollars +
      balances.preTaxDollars * (1 - heirsEffectiveTaxRate),
  }
}

function outcomeOf(plan: ConversionPlan, parent: ParentPhase): StrategyOutcome {
  const { years, effectiveTaxRate, ...totals } = inheritingHeirs(plan, parent.accounts)
  return {
    ...totals,
    ownerRmdsDollars: parent.ownerRmdsDollars,
    ownerRmdTaxDollars: parent.ownerRmdTaxDollars,
    medicareSurchargeDollars: parent.medicareSurchargeDollars,
    years: [...parent.years, ...years].map((balances) =>
      withAfterTaxValue(balances, effectiveTaxRate),
    ),
  }
}

function sumOf<T>(items: ReadonlyArray<T>, dollarsOf: (item: T) => number) {
  return items.reduce((totalDollars, item) => totalDollars + dollarsOf(item), 0)
}

/** The family's accounts with and without converting, to the end of the heirs' horizon. */
export function simulateConversion(plan: ConversionPlan): ConversionOutcome {
  const converting = parentYears(plan, null)
  const keeping = parentYears(plan, converting.outsideSpendingDollars)
  return {
    conversionDollarsByYear: converting.conversionDollarsByYear,
    conversionDollars: converting.conversionDollars,
    conversionTaxDollars: converting.conversionTaxDollars,
    medicareSurchargeDollars: converting.medicareSurchargeDollars,
    withoutConversion: outcomeOf(plan, keeping),
    withConversion: outcomeOf(plan, converting),
  }
}
