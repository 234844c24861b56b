import { rothInputMessages } from '@/domain/roth/roth-input.schema'

/**
 * The personalization modal's labels, and what each value means: shown under each field in the
 * modal and beside each value on the family-profile page.
 */
export const personalizationCopy = {
  numberOfChildren: {
    label: 'Number of children',
    hint: 'Who will inherit, in equal shares (1 to 4).',
  },
  yearsUntilInheritance: {
    label: 'Years until the children inherit',
    hint: 'A planning guess, from 0 (now) to 50. Longer means more years of tax-free Roth growth.',
  },
  /** The same field's label for a couple (roth-model.md §17): the children inherit at the second death. */
  yearsUntilSecondDeath: {
    label: 'Years until the children inherit (the second death)',
    hint: 'A planning guess, from 0 (now) to 50: the years until both spouses have died.',
  },
  annualReturnPercent: {
    label: 'Expected return (% a year)',
    hint: 'Average yearly growth of the investments before tax, from 0% to 15%.',
  },
  taxPaidFrom: {
    label: 'The tax on the conversion is paid from',
    hint: 'Paying from other savings keeps the whole converted amount growing in the Roth.',
  },
  conversionYears: {
    label: 'Spread the conversion over (years)',
    hint: 'Equal parts each year, from 1 to 10, ending before the inheritance. Smaller parts can stay in lower brackets.',
  },
  taxableReturnDragPercent: {
    label: 'Tax on taxable savings (% of their return)',
    hint: 'The share of each year’s growth lost to tax outside an IRA. 15% is the usual federal rate on dividends and long-term gains.',
  },
  taxModel: {
    label: 'How taxes are figured',
    hint: 'Flat rates use each scenario’s two rates. Tax brackets use 2026 federal brackets, Colorado’s 4.4% for the parent and each child’s state rate.',
  },
  filingStatus: { label: 'Filing status', hint: 'As on the most recent tax return.' },
  parentOtherIncome: {
    label: 'Other income a year (before deductions)',
    hint: 'Pensions, wages and taxable Social Security, not counting the conversion.',
  },
  childOtherIncome: {
    label: 'Other income a year (before deductions)',
    hint: 'Wages and other income while emptying the inherited IRA.',
  },
  stateTaxRatePercent: {
    label: 'State income tax rate (%)',
    hint: 'Where the child lives: 4.4% in Colorado, 0% in states without an income tax.',
  },
  parentAge: {
    label: 'Parent’s age',
    hint: 'Age in 2026, from 50 to 100. It sets when the parent reaches the required beginning date for IRA withdrawals (age 73 or 75; inheriting after it means yearly withdrawals) and Medicare age (65). Left empty, the inheritance comes before that date.',
  },
  includeOwnerRmds: {
    label: 'Include your own required minimum distributions (RMDs)',
    hint: 'On unless you untick it, whenever the parent’s age is given: from 73 or 75 the owner must take a yearly minimum from the pre-tax IRA, taxed as income. We assume each death happens at the end of the year, after that year’s required distribution.',
  },
  inflationPercent: {
    label: 'Inflation (% a year)',
    hint: '2.5% unless you change it, from 0% to 10%. Tax brackets, Medicare thresholds and your incomes rise with it, and the results can be shown in 2026 dollars or in the dollars of the year they are paid.',
  },
  hasSpouse: {
    label: 'The parent is married',
    hint: 'The IRAs pass to the spouse at the first death and to the children at the second.',
  },
  spouseAge: { label: 'Spouse’s age', hint: 'Age in 2026, from 40 to 100.' },
  firstDeathYears: {
    label: 'Years until the first death',
    hint: 'From 0 to the years until the children inherit. The survivor files single after the year of the first death.',
  },
  firstToDie: {
    label: 'Who dies first',
    hint: 'A surviving spouse treats the IRAs as their own, with required distributions on their own age.',
  },
  survivorOtherIncome: {
    label: 'Survivor’s other income a year (before deductions)',
    hint: 'Usually less: the survivor keeps the larger Social Security benefit and any survivor pension.',
  },
  childBeneficiary: {
    label: 'This child inherits',
    hint: 'Overrides “Who inherits” for this child alone.',
  },
  meansTestedBenefits: {
    label: 'This child receives SSI or Medicaid',
    hint: 'The results do not change: a note below explains what inheriting can do to these benefits.',
  },
  /** Roth-model.md §20: shown under a child who receives means-tested benefits. */
  benefitsNote:
    'A child who receives SSI or Medicaid can lose them by inheriting directly: an inherited IRA counts as the child’s resource and each withdrawal as income. The usual plan is a supplemental-needs trust for this child (it can be an accumulation trust, which you can choose for this child alone). To keep the lifetime payout, the trustee must give the IRA custodian proof of the disability by 31 October of the year after the death. This tool does not model benefits — ask us before naming a beneficiary.',
  /** Added to the model's message when a minor child would be 21 or older at the inheritance. */
  minorTooOld:
    'Choose “an adult child” for a child who will be 21 or older when the children inherit.',
  includeMedicare: {
    label: 'Include Medicare premiums (IRMAA)',
    hint: 'Higher income from a conversion can raise the parent’s Medicare Part B and D premiums two years later.',
  },
  beneficiary: {
    label: 'Who inherits',
    hint: 'A trust that passes payments on pays each withdrawal straight to the child, taxed at the child’s rates; a trust that keeps the payments pays trust tax rates, which reach the top rate quickly.',
  },
  minorTrustCounsel:
    'Ask your lawyer whether a trust that keeps the payments gets the extra years a child under 21 would have (until 21, then 10 more): the law is unsettled, and the results give that child’s trust the 10-year rule.',
  childAge: {
    label: 'Age',
    hint: 'Age in 2026, from 0 to 100. Needed for a child under 21, with a disability or chronically ill.',
  },
  beneficiaryType: {
    label: 'This child is',
    hint: 'A child under 21, with a disability or chronically ill may take withdrawals over more years.',
  },
} as const

/**
 * The model's message for a field as the form shows it: a minor child who would be 21 or older at
 * the inheritance is told what to choose instead.
 */
export function adviseOn(message: string): string {
  return message === rothInputMessages.minorAtInheritance
    ? `${message} ${personalizationCopy.minorTooOld}`
    : message
}

/** Who inherits one child's share, as the child's own choice says it ("" follows "Who inherits"). */
export const childBeneficiaryLabels = {
  '': 'As chosen for every child',
  direct: 'Directly',
  conduitTrust: 'Through a trust that passes payments on',
  accumulationTrust: 'Through a trust that keeps the payments',
} as const

/** Who dies first, in plain words (the model's `spouse.firstToDie`). */
export const firstToDieLabels = {
  parent: 'The parent (the spouse then owns the IRAs)',
  spouse: 'The spouse (the parent keeps the IRAs)',
} as const
