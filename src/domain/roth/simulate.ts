import type { HeirSchedule } from './heir-schedule'
import { medicareLookbackYears } from './medicare-premiums'

/** Where the parent pays each installment's conversion tax from. */
export type TaxSource = 'outside' | 'ira'

/** One heir: the withdrawal rule, the tax on a year's withdrawal, and who keeps the money. */
export type HeirPlan = {
  schedule: HeirSchedule
  /**
   * Tax on one heir year's pre-tax withdrawal; `investmentIncomeDollars` is the gross return on
   * the money an accumulation trust kept so far (0 for a child who inherits directly).
   */
  withdrawalTaxDollars: (withdrawalDollars: number, investmentIncomeDollars: number) => number
  /** True when an accumulation trust keeps the withdrawals until the horizon. */
  isKeptInTrust: boolean
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
  /** Dollars converted in parent year `year` from a pre-tax IRA then holding `preTaxDollars`. */
  conversionDollars: (year: number, preTaxDollars: number) => number
  /** The parent's income tax on one year's conversion. */
  conversionTaxDollars: (conversionDollars: number) => number
  /** The Medicare surcharge that year `year`'s conversion adds after the lookback (0 if none). */
  medicareSurchargeDollars: (year: number, conversionDollars: number) => number
  /** One per child, in equal shares. */
  heirs: ReadonlyArray<HeirPlan>
  /** The heir year at whose end the result is valued (10 unless an heir's rule runs longer). */
  horizonYears: number
}

/** A year-end snapshot of one strategy: the parent's accounts, or the children's combined. */
export type StrategyYear = {
  year: number
  phase: 'parent' | 'heirs'
  preTaxDollars: number
  rothDollars: number
  /** Money outside the IRAs, an accumulation trust's included. */
  taxableDollars: number
  /** That year's conversion tax (parent) or withdrawal tax (children). */
  taxPaidDollars: number
  /** That year's Medicare surcharge caused by an earlier conversion. */
  medicareSurchargeDollars: number
  /** Roth and taxable money plus the pre-tax IRA net of the heirs' average withdrawal tax rate. */
  afterTaxValueDollars: number
}

/** One strategy's projection and what the children keep after all income taxes. */
export type StrategyOutcome = {
  years: StrategyYear[]
  afterTaxToHeirsDollars: number
  /** Tax on the inherited-IRA withdrawals (a trust's included). */
  heirsTaxDollars: number
}

/** Both strategies side by side, and the parent's totals for the conversion. */
export type ConversionOutcome = {
  /** By parent year, 0 to the death: the dollars converted that year. */
  conversionDollarsByYear: number[]
  conversionDollars: number
  conversionTaxDollars: number
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

/** The parent's year rows and accounts at the death. */
type ParentPhase = { years: YearBalances[]; accounts: Accounts }

type ConvertingParentPhase = ParentPhase &
  Omit<ConversionOutcome, 'withoutConversion' | 'withConversion'> & {
    /** By year: the outside money the converting parent spent, which the other strategy keeps. */
    outsideSpendingDollars: number[]
  }

/** The parent's years while converting: growth, then any Medicare surcharge, then the conversion. */
function convertingParent(plan: ConversionPlan): ConvertingParentPhase {
  const taxableReturnRate = taxableReturnRateOf(plan)
  const isTaxFromIra = plan.taxPaidFrom === 'ira'
  const years: YearBalances[] = []
  const outsideSpendingDollars: number[] = []
  const conversionDollarsByYear: number[] = []
  const surchargeDueDollars: number[] = []
  const totals = { conversionDollars: 0, conversionTaxDollars: 0, medicareSurchargeDollars: 0 }
  let parent: Accounts = {
    preTaxDollars: plan.preTaxDollars,
    rothDollars: plan.rothDollars,
    taxableDollars: 0,
  }
  for (let year = 0; year <= plan.yearsUntilInheritance; year += 1) {
    if (year > 0) parent = grownOneYear(parent, plan.annualReturnRate, taxableReturnRate)
    let outsideDollars = 0
    const surchargeDollars = surchargeDueDollars[year] ?? 0
    if (surchargeDollars > 0) {
      // Paid from outside money, or under "ira" from the Roth as far as it goes.
      const fromRothDollars = isTaxFromIra ? Math.min(surchargeDollars, parent.rothDollars) : 0
      parent = { ...parent, rothDollars: parent.rothDollars - fromRothDollars }
      outsideDollars += surchargeDollars - fromRothDollars
      totals.medicareSurchargeDollars += surchargeDollars
    }
    const convertedDollars = plan.conversionDollars(year, parent.preTaxDollars)
    let taxPaidDollars = 0
    if (convertedDollars > 0) {
      taxPaidDollars = plan.conversionTaxDollars(convertedDollars)
      parent = {
        preTaxDollars: parent.preTaxDollars - convertedDollars,
        rothDollars: parent.rothDollars + convertedDollars - (isTaxFromIra ? taxPaidDollars : 0),
        taxableDollars: parent.taxableDollars,
      }
      if (!isTaxFromIra) outsideDollars += taxPaidDollars
      surchargeDueDollars[year + medicareLookbackYears] = plan.medicareSurchargeDollars(
        year,
        convertedDollars,
      )
      totals.conversionDollars += convertedDollars
      totals.conversionTaxDollars += taxPaidDollars
    }
    outsideSpendingDollars.push(outsideDollars)
    conversionDollarsByYear.push(convertedDollars)
    years.push({
      year,
      phase: 'parent',
      ...parent,
      taxPaidDollars,
      medicareSurchargeDollars: surchargeDollars,
    })
  }
  return { years, accounts: parent, outsideSpendingDollars, conversionDollarsByYear, ...totals }
}

/**
 * The parent's years without converting: the outside money the converting parent spent each year
 * stays in a taxable account that passes to the children with a stepped-up basis (no tax on gains).
 */
function keepingParent(plan: ConversionPlan, outsideSpendingDollars: number[]): ParentPhase {
  const taxableReturnRate = taxableReturnRateOf(plan)
  const years: YearBalances[] = []
  let parent: Accounts = {
    preTaxDollars: plan.preTaxDollars,
    rothDollars: plan.rothDollars,
    taxableDollars: 0,
  }
  // One entry per parent year, 0 to the death.
  outsideSpendingDollars.forEach((keptDollars, year) => {
    if (year > 0) parent = grownOneYear(parent, plan.annualReturnRate, taxableReturnRate)
    if (keptDollars > 0) parent = { ...parent, taxableDollars: parent.taxableDollars + keptDollars }
    years.push({ year, phase: 'parent', ...parent, taxPaidDollars: 0, medicareSurchargeDollars: 0 })
  })
  return { years, accounts: parent }
}

type HeirAccounts = Accounts & { trustDollars: number }

type HeirsPhase = Omit<StrategyOutcome, 'years'> & {
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
  const { outsideSpendingDollars, years, accounts, ...totals } = convertingParent(plan)
  return {
    ...totals,
    withoutConversion: outcomeOf(plan, keepingParent(plan, outsideSpendingDollars)),
    withConversion: outcomeOf(plan, { years, accounts }),
  }
}
