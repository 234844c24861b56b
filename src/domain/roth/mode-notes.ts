import { quickAssumptionNotes } from './assumption-notes'
import type { RothAnalysis, RothInput } from './index'
import { yearsText } from './input-summary'
import { ownerRmdsAreLeftOut } from './owner-rmds-left-out'
import { indexingNote, ownerRmdsLeftOutNote, yearOfDeathNote } from './results-copy'

type Analysed = Pick<RothAnalysis, 'assumptions' | 'heirs' | 'distributionYears'>

/**
 * roth-model.md §16's warning above the cards, or null: the owners' own required distributions
 * are left out although an owner reaches the age they start before the children inherit.
 */
export function ownRmdsLeftOutNote(input: RothInput): string | null {
  return ownerRmdsAreLeftOut(input) ? ownerRmdsLeftOutNote : null
}

/** How the conversion is made and paid for, as entered. */
function conversionNote({ assumptions }: Analysed): string {
  const timing =
    assumptions.conversionYears === 1
      ? 'now, in one step'
      : `in ${assumptions.conversionYears} equal yearly parts, starting now`
  const paid =
    assumptions.taxPaidFrom === 'outside'
      ? 'pays the income tax on it from other savings. Without the conversion, that money stays invested in a taxable account and passes to the children.'
      : 'pays the income tax on it from the IRA itself, so less goes into the Roth IRA.'
  return `The parent converts part of the pre-tax IRA to a Roth IRA ${timing}, and ${paid}`
}

/** When the children inherit: after the wait entered, or at the second of two deaths. */
function inheritanceNote({ assumptions }: Analysed): string {
  const wait = yearsText(assumptions.yearsUntilInheritance)
  const { spouse } = assumptions
  if (!spouse)
    return `The children inherit in ${wait}. Each child inherits an equal share of every account.`
  const survivor =
    spouse.firstToDie === 'parent'
      ? 'the spouse then treats the IRAs as their own'
      : 'the parent keeps the IRAs'
  return `The first death comes in ${yearsText(spouse.firstDeathYears)} (${survivor}, filing single after that year) and the children inherit at the second, in ${wait}. Each child inherits an equal share of every account.`
}

/** How the heirs empty the inherited IRAs, as the law applies to each child here. */
function heirsNote({ heirs, distributionYears, assumptions }: Analysed): string {
  if (assumptions.taxModel === 'flat') {
    return 'Each child empties the inherited pre-tax IRA in equal parts over 10 years, as the SECURE Act’s 10-year rule requires, paying income tax at the scenario’s rate. The inherited Roth grows untaxed and is taken out tax-free in year 10.'
  }
  const withMinimums = heirs.some(({ rule }) => rule !== 'tenYear')
  const results =
    distributionYears === 10
      ? 'Results are valued at the end of year 10.'
      : `Results are valued when the last child’s account is empty, ${yearsText(distributionYears)} after the inheritance; money already withdrawn keeps growing until then.`
  return `Each child takes the inherited pre-tax IRA out ${withMinimums ? 'as the law requires for that child (yearly minimums where they apply, otherwise equal parts)' : 'in equal parts'} and pays tax at their own brackets. ${results}`
}

/** Whether Medicare premiums, required distributions and inflation count, as entered. */
function householdNotes({ assumptions }: Analysed): string[] {
  if (assumptions.taxModel === 'flat') {
    return [
      'Each scenario uses one flat tax rate for the parent and one for the children. Medicare premiums, the owners’ required distributions and inflation are not included with flat rates.',
    ]
  }
  return [
    assumptions.includeOwnerRmds
      ? `The owners’ own required minimum distributions are included, with and without converting, from age 73 or 75 (IRS Uniform Lifetime Table) and taxed as income; a conversion never counts toward them. ${yearOfDeathNote}`
      : 'The owners’ own required minimum distributions are not included.',
    assumptions.includeMedicare
      ? 'Medicare premiums are included: each year’s income (other income, required distributions and conversions) sets the Medicare surcharge (IRMAA) two years later for each spouse alive and 65 or older.'
      : 'Medicare premiums (IRMAA) are not included.',
    indexingNote(assumptions.inflationPercent) ??
      'No inflation: the 2026 tables and your incomes stay the same every year.',
  ]
}

/**
 * How the analysis shown was calculated, in plain words that hold for the mode in use: the quick
 * version's fixed notes, or for a personalized analysis its own settings (conversion years,
 * deaths, heirs' rules, required distributions, Medicare, inflation) as entered.
 */
export function assumptionNotesFor(input: RothInput, analysis: Analysed): readonly string[] {
  if (input.mode === 'quick') return quickAssumptionNotes
  return [
    conversionNote(analysis),
    inheritanceNote(analysis),
    `Investments grow ${analysis.assumptions.annualReturnPercent}% a year. In a taxable account, ${analysis.assumptions.taxableReturnDragPercent}% of that growth goes to tax each year.`,
    heirsNote(analysis),
    ...householdNotes(analysis),
    'The parent is 59½ or older (no early-withdrawal penalty).',
  ]
}
