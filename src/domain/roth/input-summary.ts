import { formatWholeDollars } from '../text/money'
import { coloradoIncomeTaxRate2026, taxYear } from './brackets-2026'
import { assumptionsOf, bracketInputOf, type BracketRothInput } from './family-plan'
import type { FilingStatus } from './income-tax'
import { ownerRmdsAreLeftOut } from './owner-rmds-left-out'
import {
  indexingNote,
  meansTestedBenefitsNote,
  ownerRmdsLeftOutNote,
  yearOfDeathNote,
} from './results-copy'
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

/**
 * What kind of heir a child is, in plain words: a child under 21 today entered as an adult child
 * (a minor refused because 21 or older at the inheritance) is said to be one then, not now.
 */
function heirKindText(child: {
  age?: number
  beneficiaryType?: keyof typeof beneficiaryTypeLabels
}) {
  const kind = child.beneficiaryType ?? 'designated'
  return kind === 'designated' && child.age !== undefined && child.age < 21
    ? 'a child who will be 21 or older at the inheritance'
    : beneficiaryTypeLabels[kind]
}

/** How a single child inherits, when the child's own choice overrides the family's (§20). */
export const childBeneficiaryLabels = {
  direct: 'inherits directly',
  conduitTrust: 'through a trust that passes payments on',
  accumulationTrust: 'through a trust that keeps the payments',
} as const

/** Who dies first, in plain words (the model's `spouse.firstToDie`). */
export const firstToDieLabels = {
  parent: 'the parent dies first',
  spouse: 'the spouse dies first',
} as const

/**
 * One input in words; `field` names the input it shows (the model's field, or "settings");
 * `notes`, when present, are sentences to show under it (roth-model.md §16, §18, §20).
 */
export type InputSummaryLine = { field: string; term: string; value: string; notes?: string[] }

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
        term:
          bracketInputOf(input)?.spouse === undefined
            ? 'Years until inheritance'
            : 'Years until the children inherit (the second death)',
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
    // The parent, the household and who inherits act only under brackets.
    const bracketInput = bracketInputOf(input)
    if (bracketInput) {
      const { age } = bracketInput.parent
      const medicare = bracketInput.includeMedicare ? ', Medicare premiums included' : ''
      lines.push({
        field: 'parent',
        term: 'Parent',
        value: `${filingStatusLabels[bracketInput.parent.filingStatus]}${age === undefined ? '' : `, age ${age}`}, other income ${formatWholeDollars(bracketInput.parent.otherIncome)}, Colorado tax ${coloradoTaxPercent}%${medicare}`,
      })
      lines.push(...householdLines(bracketInput))
      lines.push({
        field: 'beneficiary',
        term: 'Who inherits',
        value: beneficiaryLabels[bracketInput.beneficiary ?? 'direct'],
      })
    }
    input.children?.forEach((child, index) => {
      const age = child.age === undefined ? '' : `, age ${child.age}`
      const trust =
        child.beneficiary === undefined ? '' : `, ${childBeneficiaryLabels[child.beneficiary]}`
      const benefits = child.meansTestedBenefits ? ', receives SSI or Medicaid' : ''
      lines.push({
        field: 'children',
        term: `Child ${index + 1}`,
        value: `${heirKindText(child)}${age}, ${filingStatusLabels[child.filingStatus].toLowerCase()}, other income ${formatWholeDollars(child.otherIncome)}, state tax ${child.stateTaxRatePercent}%${trust}${benefits}`,
        ...(child.meansTestedBenefits ? { notes: [meansTestedBenefitsNote] } : {}),
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

/**
 * The couple's and the owners' settings under brackets (roth-model.md §16–§18): the spouse, the
 * owners' required distributions with their note, and inflation with how it acts.
 */
function householdLines(input: BracketRothInput): InputSummaryLine[] {
  const lines: InputSummaryLine[] = []
  const { spouse } = assumptionsOf(input)
  if (spouse) {
    const firstDeathYear = taxYear + spouse.firstDeathYears
    lines.push({
      field: 'spouse',
      term: 'Spouse',
      value: `age ${spouse.age}, first death in ${yearsText(spouse.firstDeathYears)} (${firstDeathYear}), ${firstToDieLabels[spouse.firstToDie]}; the survivor files single, with other income of ${formatWholeDollars(spouse.survivorOtherIncome)}`,
    })
  }
  const isIncluded = input.includeOwnerRmds === true
  const rmdNote = isIncluded
    ? yearOfDeathNote
    : ownerRmdsAreLeftOut(input)
      ? ownerRmdsLeftOutNote
      : null
  lines.push({
    field: 'includeOwnerRmds',
    term: 'Owners’ required distributions',
    value: isIncluded ? 'Included' : 'Left out',
    ...(rmdNote ? { notes: [rmdNote] } : {}),
  })
  const inflationPercent = input.inflationPercent ?? 0
  const indexing = indexingNote(inflationPercent)
  lines.push({
    field: 'inflationPercent',
    term: 'Inflation',
    value: inflationPercent > 0 ? `${inflationPercent}% a year` : 'None assumed',
    ...(indexing ? { notes: [indexing] } : {}),
  })
  return lines
}
