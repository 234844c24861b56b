import { formatWholeDollars } from '../text/money'
import { coloradoIncomeTaxRate2026 } from './brackets-2026'
import type { FilingStatus } from './income-tax'
import type { RothInput } from './roth-input.schema'

/** Filing statuses as people say them. */
export const filingStatusLabels: Record<FilingStatus, string> = {
  single: 'Single',
  married_filing_jointly: 'Married filing jointly',
  married_filing_separately: 'Married filing separately',
  head_of_household: 'Head of household',
}

/** Where the conversion tax comes from, as people say it. */
export const taxPaidFromLabels = {
  outside: 'Other savings (the IRA stays whole)',
  ira: 'The IRA itself (less goes into the Roth)',
} as const

/** The tax models, as people say them. */
export const taxModelLabels = {
  flat: 'Each scenario’s flat rates',
  brackets: '2026 tax brackets for your family',
} as const

/** Who inherits, in plain words (the model's `beneficiary`). */
export const beneficiaryLabels = {
  direct: 'The children directly',
  conduitTrust: 'A trust that passes payments on to the children',
  accumulationTrust: 'A trust that keeps the payments',
} as const

/** What kind of heir a child is, in plain words (the model's `beneficiaryType`). */
export const beneficiaryTypeLabels = {
  designated: 'an adult child',
  minor: 'a child under 21',
  disabled: 'a child with a disability',
  chronicallyIll: 'a chronically ill child',
} as const

/** One input in words; `field` names the input it shows (the model's field, or "settings"). */
export type InputSummaryLine = { field: string; term: string; value: string }

const coloradoTaxPercent = Math.round(coloradoIncomeTaxRate2026 * 1000) / 10

/** A number of years in words: "1 year", "5 years". */
export const yearsText = (count: number) => (count === 1 ? '1 year' : `${count} years`)

/**
 * The inputs of an analysis in plain words, one line each, for the printed page and the PDF:
 * amounts, children, the detailed settings as used, and each custom scenario.
 */
export function rothInputSummary(input: RothInput): InputSummaryLine[] {
  const lines: InputSummaryLine[] = [
    {
      field: 'totalPreTaxAccounts',
      term: 'Pre-tax accounts',
      value: formatWholeDollars(input.totalPreTaxAccounts),
    },
    {
      field: 'totalRothAccounts',
      term: 'Roth accounts',
      value: formatWholeDollars(input.totalRothAccounts),
    },
    { field: 'numberOfChildren', term: 'Children', value: String(input.numberOfChildren) },
  ]
  if (input.mode === 'quick') {
    lines.push({
      field: 'settings',
      term: 'Settings',
      value:
        'Quick: inheritance now, 6% return, conversion in one year paid from other savings, flat rates',
    })
  } else {
    lines.push(
      {
        field: 'yearsUntilInheritance',
        term: 'Years until inheritance',
        value: yearsText(input.yearsUntilInheritance),
      },
      {
        field: 'annualReturnPercent',
        term: 'Expected return',
        value: `${input.annualReturnPercent}% a year`,
      },
      {
        field: 'taxPaidFrom',
        term: 'Conversion tax paid from',
        value: taxPaidFromLabels[input.taxPaidFrom],
      },
      {
        field: 'conversionYears',
        term: 'Conversion spread over',
        value: yearsText(input.conversionYears),
      },
      {
        field: 'taxableReturnDragPercent',
        term: 'Tax on taxable savings',
        value: `${input.taxableReturnDragPercent}% of their return`,
      },
      { field: 'taxModel', term: 'Taxes', value: taxModelLabels[input.taxModel] },
    )
    if (input.parent) {
      const { age } = input.parent
      const medicare = input.includeMedicare ? ', Medicare premiums included' : ''
      lines.push({
        field: 'parent',
        term: 'Parent',
        value: `${filingStatusLabels[input.parent.filingStatus]}${age === undefined ? '' : `, age ${age}`}, other income ${formatWholeDollars(input.parent.otherIncome)}, Colorado tax ${coloradoTaxPercent}%${medicare}`,
      })
      lines.push({
        field: 'beneficiary',
        term: 'Who inherits',
        value: beneficiaryLabels[input.beneficiary ?? 'direct'],
      })
    }
    input.children?.forEach((child, index) => {
      const age = child.age === undefined ? '' : `, age ${child.age}`
      lines.push({
        field: 'children',
        term: `Child ${index + 1}`,
        value: `${beneficiaryTypeLabels[child.beneficiaryType ?? 'designated']}${age}, ${filingStatusLabels[child.filingStatus].toLowerCase()}, other income ${formatWholeDollars(child.otherIncome)}, state tax ${child.stateTaxRatePercent}%`,
      })
    })
  }
  const usesFlatRates = input.mode === 'quick' || input.taxModel === 'flat'
  input.customScenarios?.forEach((scenario) => {
    const rates =
      !usesFlatRates ||
      scenario.parentTaxRatePercent === undefined ||
      scenario.childTaxRatePercent === undefined
        ? ''
        : `, parent’s rate ${scenario.parentTaxRatePercent}%, children’s rate ${scenario.childTaxRatePercent}%`
    lines.push({
      field: 'customScenarios',
      term: `Your scenario “${scenario.label}”`,
      value: `convert ${scenario.conversionPercent}%${rates}`,
    })
  })
  return lines
}
