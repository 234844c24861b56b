// The public worked examples of roth-model.md §6, §15 and §24, shared by the tests and scripts/bench-roth.ts.
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
/** roth-model.md §15 example D: heirs of three types, the parent dying after the RBD. */
export const workedExampleD = {
  mode: 'detailed',
  totalPreTaxAccounts: 1_200_000,
  totalRothAccounts: 100_000,
  numberOfChildren: 3,
  yearsUntilInheritance: 10,
  annualReturnPercent: 6,
  taxPaidFrom: 'outside',
  conversionYears: 5,
  taxModel: 'brackets',
  taxableReturnDragPercent: 15,
  parent: { filingStatus: 'single', otherIncome: 50_000, age: 66 },
  children: [
    { filingStatus: 'single', otherIncome: 60_000, stateTaxRatePercent: 4.4, age: 40 },
    {
      filingStatus: 'single',
      otherIncome: 15_000,
      stateTaxRatePercent: 4.4,
      beneficiaryType: 'disabled',
      age: 35,
    },
    {
      filingStatus: 'single',
      otherIncome: 0,
      stateTaxRatePercent: 4.4,
      beneficiaryType: 'minor',
      age: 9,
    },
  ],
}
/** roth-model.md §15 example E: Medicare premiums raised by the conversion. */
export const workedExampleE = {
  mode: 'detailed',
  totalPreTaxAccounts: 1_200_000,
  totalRothAccounts: 0,
  numberOfChildren: 2,
  yearsUntilInheritance: 8,
  annualReturnPercent: 6,
  taxPaidFrom: 'outside',
  conversionYears: 5,
  taxModel: 'brackets',
  taxableReturnDragPercent: 15,
  includeMedicare: true,
  parent: { filingStatus: 'single', otherIncome: 95_000, age: 64 },
  children: [
    { filingStatus: 'single', otherIncome: 120_000, stateTaxRatePercent: 4.4 },
    { filingStatus: 'married_filing_jointly', otherIncome: 200_000, stateTaxRatePercent: 4.4 },
  ],
}
/** roth-model.md §15 example F: break-even years and the bracket-filling strategies. */
export const workedExampleF = {
  mode: 'detailed',
  totalPreTaxAccounts: 1_500_000,
  totalRothAccounts: 0,
  numberOfChildren: 2,
  yearsUntilInheritance: 12,
  annualReturnPercent: 6,
  taxPaidFrom: 'outside',
  conversionYears: 4,
  taxModel: 'brackets',
  taxableReturnDragPercent: 15,
  includeMedicare: true,
  parent: { filingStatus: 'single', otherIncome: 120_000, age: 62 },
  children: [
    { filingStatus: 'single', otherIncome: 45_000, stateTaxRatePercent: 4.4 },
    { filingStatus: 'single', otherIncome: 80_000, stateTaxRatePercent: 0 },
  ],
}
/** roth-model.md §24 example G: the owner's RMDs from 73 and 2.5 % inflation. */
export const workedExampleG = {
  mode: 'detailed',
  totalPreTaxAccounts: 1_000_000,
  totalRothAccounts: 0,
  numberOfChildren: 1,
  yearsUntilInheritance: 10,
  annualReturnPercent: 6,
  taxPaidFrom: 'outside',
  conversionYears: 3,
  taxModel: 'brackets',
  taxableReturnDragPercent: 15,
  includeOwnerRmds: true,
  inflationPercent: 2.5,
  parent: { filingStatus: 'single', otherIncome: 60_000, age: 70 },
  children: [{ filingStatus: 'single', otherIncome: 80_000, stateTaxRatePercent: 4.4, age: 40 }],
}
/** roth-model.md §24 example H: a couple, the survivor's rollover, Medicare and a trust. */
export const workedExampleH = {
  mode: 'detailed',
  totalPreTaxAccounts: 1_800_000,
  totalRothAccounts: 120_000,
  numberOfChildren: 3,
  yearsUntilInheritance: 24,
  annualReturnPercent: 6,
  taxPaidFrom: 'outside',
  conversionYears: 9,
  taxModel: 'brackets',
  taxableReturnDragPercent: 15,
  includeMedicare: true,
  includeOwnerRmds: true,
  inflationPercent: 2.5,
  parent: { filingStatus: 'married_filing_jointly', otherIncome: 95_000, age: 66 },
  spouse: { age: 64, firstDeathYears: 14, survivorOtherIncome: 70_000 },
  children: [
    { filingStatus: 'single', otherIncome: 0, stateTaxRatePercent: 4.4, age: 16 },
    {
      filingStatus: 'single',
      otherIncome: 15_000,
      stateTaxRatePercent: 4.4,
      age: 40,
      beneficiaryType: 'disabled',
      beneficiary: 'accumulationTrust',
      meansTestedBenefits: true,
    },
    {
      filingStatus: 'married_filing_jointly',
      otherIncome: 600_000,
      stateTaxRatePercent: 4.4,
      age: 38,
    },
  ],
}
