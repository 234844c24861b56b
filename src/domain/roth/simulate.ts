import { distributionYears } from './presets'

/** Where the parent pays each installment's conversion tax from. */
export type TaxSource = 'outside' | 'ira'

/** Everything one projection needs, in dollars, years and decimal rates (0.06 = 6%). */
export type ConversionPlan = {
  preTaxDollars: number
  rothDollars: number
  /** The whole amount converted, in `conversionYears` equal yearly installments from now. */
  conversionDollars: number
  conversionYears: number
  yearsUntilInheritance: number
  annualReturnRate: number
  /** Share of the return lost to tax each year on money outside the IRAs. */
  taxableReturnDragRate: number
  taxPaidFrom: TaxSource
  /** The parent's tax on one installment, converted alone in its year. */
  installmentTaxDollars: (installmentDollars: number) => number
  /** One per child: that child's tax on one year's inherited-IRA withdrawal. */
  withdrawalTaxDollarsByChild: ReadonlyArray<(withdrawalDollars: number) => number>
}

/** A year-end snapshot of one strategy: the parent's accounts, or the children's combined. */
export type StrategyYear = {
  year: number
  phase: 'parent' | 'heirs'
  preTaxDollars: number
  rothDollars: number
  taxableDollars: number
  /** That year's conversion tax (parent) or withdrawal tax (children). */
  taxPaidDollars: number
  /** Roth and taxable money plus the pre-tax IRA net of the heirs' average withdrawal tax rate. */
  afterTaxValueDollars: number
}

/** One strategy's projection and what the children keep after all income taxes. */
export type StrategyOutcome = {
  years: StrategyYear[]
  afterTaxToHeirsDollars: number
  /** Tax the children pay on their inherited-IRA withdrawals. */
  heirsTaxDollars: number
}

/** Both strategies side by side, and the parent's total conversion tax. */
export type ConversionOutcome = {
  conversionTaxDollars: number
  withoutConversion: StrategyOutcome
  withConversion: StrategyOutcome
}

type Accounts = { preTaxDollars: number; rothDollars: number; taxableDollars: number }

type YearBalances = Accounts & {
  year: number
  phase: StrategyYear['phase']
  taxPaidDollars: number
}

function grownOneYear(accounts: Accounts, iraReturnRate: number, taxableReturnRate: number) {
  return {
    preTaxDollars: accounts.preTaxDollars * (1 + iraReturnRate),
    rothDollars: accounts.rothDollars * (1 + iraReturnRate),
    taxableDollars: accounts.taxableDollars * (1 + taxableReturnRate),
  }
}

function simulateStrategy(
  plan: ConversionPlan,
  isConverting: boolean,
  installmentDollars: number,
  installmentTaxDollars: number,
): StrategyOutcome {
  const taxableReturnRate = plan.annualReturnRate * (1 - plan.taxableReturnDragRate)
  const yearBalances: YearBalances[] = []

  let parent: Accounts = {
    preTaxDollars: plan.preTaxDollars,
    rothDollars: plan.rothDollars,
    taxableDollars: 0,
  }
  for (let year = 0; year <= plan.yearsUntilInheritance; year += 1) {
    if (year > 0) parent = grownOneYear(parent, plan.annualReturnRate, taxableReturnRate)
    let taxPaidDollars = 0
    if (year < plan.conversionYears) {
      if (isConverting) {
        const isTaxFromIra = plan.taxPaidFrom === 'ira'
        parent = {
          preTaxDollars: parent.preTaxDollars - installmentDollars,
          rothDollars:
            parent.rothDollars + installmentDollars - (isTaxFromIra ? installmentTaxDollars : 0),
          taxableDollars: parent.taxableDollars,
        }
        taxPaidDollars = installmentTaxDollars
      } else if (plan.taxPaidFrom === 'outside') {
        // Without the conversion the parent keeps the money that would have paid its tax, in a
        // taxable account that passes to the children with a stepped-up basis (no tax on gains).
        parent = { ...parent, taxableDollars: parent.taxableDollars + installmentTaxDollars }
      }
    }
    yearBalances.push({ year, phase: 'parent', ...parent, taxPaidDollars })
  }

  const childCount = plan.withdrawalTaxDollarsByChild.length
  let children = plan.withdrawalTaxDollarsByChild.map((withdrawalTaxDollars) => ({
    withdrawalTaxDollars,
    preTaxDollars: parent.preTaxDollars / childCount,
    rothDollars: parent.rothDollars / childCount,
    taxableDollars: parent.taxableDollars / childCount,
  }))
  let heirsTaxDollars = 0
  let withdrawalsDollars = 0
  for (let heirYear = 1; heirYear <= distributionYears; heirYear += 1) {
    const isFinalYear = heirYear === distributionYears
    let yearTaxDollars = 0
    children = children.map((child) => {
      const grown = grownOneYear(child, plan.annualReturnRate, taxableReturnRate)
      // Even withdrawals over the years left: they meet the annual minimums of the final RMD
      // regulations (T.D. 10001) and empty the IRA in year 10, as the SECURE Act requires.
      const withdrawalDollars = grown.preTaxDollars / (distributionYears + 1 - heirYear)
      const taxDollars = child.withdrawalTaxDollars(withdrawalDollars)
      yearTaxDollars += taxDollars
      withdrawalsDollars += withdrawalDollars
      // The inherited Roth grows untouched and is taken out tax-free in the last year.
      const rothWithdrawalDollars = isFinalYear ? grown.rothDollars : 0
      return {
        withdrawalTaxDollars: child.withdrawalTaxDollars,
        preTaxDollars: grown.preTaxDollars - withdrawalDollars,
        rothDollars: grown.rothDollars - rothWithdrawalDollars,
        taxableDollars:
          grown.taxableDollars + withdrawalDollars - taxDollars + rothWithdrawalDollars,
      }
    })
    heirsTaxDollars += yearTaxDollars
    yearBalances.push({
      year: plan.yearsUntilInheritance + heirYear,
      phase: 'heirs',
      preTaxDollars: sumOf(children, (child) => child.preTaxDollars),
      rothDollars: sumOf(children, (child) => child.rothDollars),
      taxableDollars: sumOf(children, (child) => child.taxableDollars),
      taxPaidDollars: yearTaxDollars,
    })
  }

  const heirsEffectiveTaxRate = withdrawalsDollars > 0 ? heirsTaxDollars / withdrawalsDollars : 0
  const years = yearBalances.map((balances) => ({
    ...balances,
    afterTaxValueDollars:
      balances.rothDollars +
      balances.taxableDollars +
      balances.preTaxDollars * (1 - heirsEffectiveTaxRate),
  }))
  return {
    years,
    afterTaxToHeirsDollars: sumOf(children, (child) => child.taxableDollars + child.rothDollars),
    heirsTaxDollars,
  }
}

function sumOf<T>(items: ReadonlyArray<T>, dollarsOf: (item: T) => number) {
  return items.reduce((totalDollars, item) => totalDollars + dollarsOf(item), 0)
}

/** The family's accounts with and without converting, to the end of the heirs' 10-year window. */
export function simulateConversion(plan: ConversionPlan): ConversionOutcome {
  const installmentDollars = plan.conversionDollars / plan.conversionYears
  const installmentTaxDollars = plan.installmentTaxDollars(installmentDollars)
  return {
    conversionTaxDollars: installmentTaxDollars * plan.conversionYears,
    withoutConversion: simulateStrategy(plan, false, installmentDollars, installmentTaxDollars),
    withConversion: simulateStrategy(plan, true, installmentDollars, installmentTaxDollars),
  }
}
