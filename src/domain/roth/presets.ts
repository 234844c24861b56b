/** Years the children have to empty an inherited IRA (SECURE Act 10-year rule). */
export const distributionYears = 10

/** The most children the tool models. */
export const maxChildren = 4

/** The most custom scenarios a visitor may add beside the presets. */
export const maxCustomScenarios = 3

/** The quick form's starting values (seed §9), in dollars and children. */
export const quickFormDefaults = {
  totalPreTaxAccounts: 2_180_000,
  totalRothAccounts: 105_000,
  numberOfChildren: 4,
} as const

/** A preset's id, shown label, and percents (24 = 24%) as the public API states them. */
export type PresetScenario = {
  id: 'conservative' | 'moderate' | 'aggressive' | 'danger'
  label: string
  conversionPercent: number
  parentTaxRatePercent: number
  childTaxRatePercent: number
}

/** The four preset scenarios of the seed (conversion, parent's and children's rates in percent). */
export const presetScenarios: ReadonlyArray<PresetScenario> = [
  {
    id: 'conservative',
    label: 'Conservative',
    conversionPercent: 15,
    parentTaxRatePercent: 22,
    childTaxRatePercent: 22,
  },
  {
    id: 'moderate',
    label: 'Moderate',
    conversionPercent: 25,
    parentTaxRatePercent: 24,
    childTaxRatePercent: 24,
  },
  {
    id: 'aggressive',
    label: 'Aggressive',
    conversionPercent: 40,
    parentTaxRatePercent: 24,
    childTaxRatePercent: 28,
  },
  {
    id: 'danger',
    label: 'Danger',
    conversionPercent: 50,
    parentTaxRatePercent: 37,
    childTaxRatePercent: 20,
  },
]

/**
 * The detailed settings quick mode fixes, in the API's units: death now, the seed's 6% return, one
 * conversion paid from outside money, flat scenario rates, and a 15% drag on taxable returns (the
 * federal rate on qualified dividends and long-term gains).
 */
export const quickModeAssumptions = {
  yearsUntilInheritance: 0,
  annualReturnPercent: 6,
  taxPaidFrom: 'outside',
  conversionYears: 1,
  taxModel: 'flat',
  taxableReturnDragPercent: 15,
} as const
