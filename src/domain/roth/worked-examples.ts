// The public worked examples of roth-model.md §6, shared by the tests and scripts/bench-roth.ts.
/** roth-model.md §6 example A: quick mode with one custom scenario. */
export const workedExampleA = {
  mode: 'quick',
  totalPreTaxAccounts: 1_000_000,
  totalRothAccounts: 50_000,
  numberOfChildren: 2,
  customScenarios: [
    {
      label: 'Low now, high later',
      conversionPercent: 20,
      parentTaxRatePercent: 12,
      childTaxRatePercent: 32,
    },
  ],
}
/** roth-model.md §6 example B: detailed mode, brackets, conversion over 4 years. */
export const workedExampleB = {
  mode: 'detailed',
  totalPreTaxAccounts: 800_000,
  totalRothAccounts: 0,
  numberOfChildren: 2,
  yearsUntilInheritance: 10,
  annualReturnPercent: 5,
  taxPaidFrom: 'outside',
  conversionYears: 4,
  taxModel: 'brackets',
  taxableReturnDragPercent: 15,
  parent: { filingStatus: 'single', otherIncome: 60_000 },
  children: [
    { filingStatus: 'married_filing_jointly', otherIncome: 180_000, stateTaxRatePercent: 4.4 },
    { filingStatus: 'single', otherIncome: 40_000, stateTaxRatePercent: 0 },
  ],
}
/** roth-model.md §6 example C: detailed mode, flat rates, tax paid from the IRA. */
export const workedExampleC = {
  mode: 'detailed',
  totalPreTaxAccounts: 500_000,
  totalRothAccounts: 20_000,
  numberOfChildren: 1,
  yearsUntilInheritance: 0,
  annualReturnPercent: 6,
  taxPaidFrom: 'ira',
  conversionYears: 1,
  taxModel: 'flat',
  taxableReturnDragPercent: 0,
}
