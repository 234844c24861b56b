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
