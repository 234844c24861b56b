import { coloradoIncomeTaxRate2026, federalTaxTables2026 } from './brackets-2026'
import { definedOrThrow } from './defined-or-throw'
import { heirSchedule, tenYearSchedule } from './heir-schedule'
import {
  householdYears,
  type HouseholdYears,
  type IraOwner,
  type SpouseFacts,
} from './household-years'
import {
  addedIncomeTaxDollars,
  indexedTaxTable,
  type FilingStatus,
  type Taxpayer,
} from './income-tax'
import { yearlySurchargeDollars } from './medicare-premiums'
import { ownerRmdDollars } from './owner-rmd'
import { distributionYears, quickModeAssumptions } from './presets'
import { priceIndexOf, type PriceIndex } from './price-index'
import type { Beneficiary, DetailedRothInput, RothInput } from './roth-input.schema'
import type { ConversionPlan, HeirPlan, OwnerRmdPlan, TaxSource } from './simulate'
import { accumulationTrustTax } from './trust-tax-2026'

/** The settings an analysis used, in the API's units (percents, years). */
export type RothAssumptions = {
  yearsUntilInheritance: number
  annualReturnPercent: number
  taxPaidFrom: TaxSource
  conversionYears: number
  taxModel: 'brackets' | 'flat'
  taxableReturnDragPercent: number
  beneficiary: Beneficiary
  includeMedicare: boolean
  includeOwnerRmds: boolean
  inflationPercent: number
  /** The spouse as used (defaults filled in), or null without one. */
  spouse: SpouseFacts | null
}

/** A projection's family side: accounts, settings, taxes, Medicare and heirs (not the conversion). */
export type FamilyPlan = Omit<ConversionPlan, 'conversionDollars'>

/** A bracket family's plan with the household's years, which strategies convert against. */
export type BracketFamilyPlan = FamilyPlan & {
  household: HouseholdYears
  priceIndex: PriceIndex
  /** The parent's (or survivor's) federal and Colorado tax tables of year `year`. */
  taxpayerIn: (year: number) => Taxpayer
}

/** A detailed input under tax brackets: the parent and one entry per child are present. */
export type BracketRothInput = DetailedRothInput & {
  parent: NonNullable<DetailedRothInput['parent']>
  children: NonNullable<DetailedRothInput['children']>
}

/** The input narrowed to tax brackets, or null under flat rates and in quick mode. */
export function bracketInputOf(input: RothInput): BracketRothInput | null {
  if (input.mode !== 'detailed' || input.taxModel !== 'brackets') return null
  // The schema requires the parent and one entry per child under brackets.
  definedOrThrow(input.parent, 'brackets have the parent')
  definedOrThrow(input.children, 'brackets have the children')
  return input as BracketRothInput
}

/** The settings an input's analysis uses: quick mode's fixed ones, or the visitor's. */
export function assumptionsOf(input: RothInput): RothAssumptions {
  const bracketInput = bracketInputOf(input)
  // Part II and III settings act only under brackets (roth-model.md Parts II and III, compatibility).
  const laterPartDefaults = {
    beneficiary: 'direct',
    includeMedicare: false,
    includeOwnerRmds: false,
    inflationPercent: 0,
    spouse: null,
  } as const
  if (input.mode === 'quick') return { ...quickModeAssumptions, ...laterPartDefaults }
  return {
    yearsUntilInheritance: input.yearsUntilInheritance,
    annualReturnPercent: input.annualReturnPercent,
    taxPaidFrom: input.taxPaidFrom,
    conversionYears: input.conversionYears,
    taxModel: input.taxModel,
    taxableReturnDragPercent: input.taxableReturnDragPercent,
    beneficiary: bracketInput?.beneficiary ?? laterPartDefaults.beneficiary,
    includeMedicare: bracketInput?.includeMedicare ?? laterPartDefaults.includeMedicare,
    includeOwnerRmds: bracketInput?.includeOwnerRmds ?? laterPartDefaults.includeOwnerRmds,
    inflationPercent: bracketInput?.inflationPercent ?? laterPartDefaults.inflationPercent,
    spouse: bracketInput ? spouseAsUsed(bracketInput) : laterPartDefaults.spouse,
  }
}

/** The spouse with the defaults filled in, or null without one. */
function spouseAsUsed({ spouse, parent }: BracketRothInput): SpouseFacts | null {
  if (spouse === undefined) return null
  return {
    age: spouse.age,
    firstDeathYears: spouse.firstDeathYears,
    firstToDie: spouse.firstToDie ?? 'parent',
    // The survivor keeps the couple's other income unless told otherwise.
    survivorOtherIncome: spouse.survivorOtherIncome ?? parent.otherIncome,
  }
}

const decimalRate = (percent: number) => percent / 100

function accountsAndSettings(input: RothInput, settings: RothAssumptions) {
  return {
    preTaxDollars: input.totalPreTaxAccounts,
    rothDollars: input.totalRothAccounts,
    yearsUntilInheritance: settings.yearsUntilInheritance,
    annualReturnRate: decimalRate(settings.annualReturnPercent),
    taxableReturnDragRate: decimalRate(settings.taxableReturnDragPercent),
    taxPaidFrom: settings.taxPaidFrom,
  }
}

const noMedicareSurcharge = () => 0

/** Flat rates: every child under the plain 10-year rule, no Medicare, the scenario's two rates. */
export function flatFamilyPlan(
  input: RothInput,
  settings: RothAssumptions,
  rates: { parentTaxRatePercent: number; childTaxRatePercent: number },
): FamilyPlan {
  const parentTaxRate = decimalRate(rates.parentTaxRatePercent)
  const childTaxRate = decimalRate(rates.childTaxRatePercent)
  const heir: HeirPlan = {
    schedule: tenYearSchedule,
    withdrawalTaxDollars: (withdrawalDollars) => withdrawalDollars * childTaxRate,
    isKeptInTrust: false,
  }
  return {
    ...accountsAndSettings(input, settings),
    conversionTaxDollars: (conversionDollars) => conversionDollars * parentTaxRate,
    medicareSurchargeDollars: noMedicareSurcharge,
    heirs: Array.from({ length: input.numberOfChildren }, () => heir),
    horizonYears: distributionYears,
  }
}

/** A taxpayer's tables of each year, indexed by `priceIndex` and made once per year. */
function yearlyTaxpayers(
  filingStatusIn: (year: number) => FilingStatus,
  stateTaxRate: number,
  priceIndex: PriceIndex,
): (year: number) => Taxpayer {
  const byYear: Taxpayer[] = []
  return (year) =>
    (byYear[year] ??= {
      federalTaxTable: indexedTaxTable(
        federalTaxTables2026[filingStatusIn(year)],
        priceIndex(year),
      ),
      stateTaxRate,
    })
}

function ownerRmdPlanOf(
  household: HouseholdYears,
  rmdOwnerIn: (year: number) => IraOwner,
  taxpayerIn: (year: number) => Taxpayer,
): OwnerRmdPlan {
  return {
    requiredDollars: (year, priorYearEndDollars) =>
      ownerRmdDollars(rmdOwnerIn(year), year, priorYearEndDollars),
    taxDollars: (year, rmdDollars) =>
      addedIncomeTaxDollars(household.otherIncomeIn(year), rmdDollars, taxpayerIn(year)),
  }
}

/** Each child's rule and the tax on their withdrawals (own brackets, or their trust's). */
function heirPlansOf(
  input: BracketRothInput,
  settings: RothAssumptions,
  household: HouseholdYears,
  priceIndex: PriceIndex,
): HeirPlan[] {
  const years = settings.yearsUntilInheritance
  const owner = { age: household.ownerAtInheritance.age, yearsUntilInheritance: years }
  const trustTaxByHeirYear: ((withdrawal: number, investmentIncome: number) => number)[] = []
  const trustTaxIn = (heirYear: number) =>
    (trustTaxByHeirYear[heirYear] ??= accumulationTrustTax(priceIndex(years + heirYear)))
  return input.children.map((child): HeirPlan => {
    const isKeptInTrust = (child.beneficiary ?? settings.beneficiary) === 'accumulationTrust'
    const taxpayerIn = yearlyTaxpayers(
      () => child.filingStatus,
      decimalRate(child.stateTaxRatePercent),
      priceIndex,
    )
    return {
      schedule: heirSchedule(
        {
          beneficiaryType: child.beneficiaryType ?? 'designated',
          age: child.age,
          isInAccumulationTrust: isKeptInTrust,
        },
        owner,
      ),
      withdrawalTaxDollars: isKeptInTrust
        ? (withdrawalDollars, investmentIncomeDollars, heirYear) =>
            trustTaxIn(heirYear)(withdrawalDollars, investmentIncomeDollars)
        : (withdrawalDollars, _investmentIncomeDollars, heirYear) => {
            const year = years + heirYear
            return addedIncomeTaxDollars(
              child.otherIncome * priceIndex(year),
              withdrawalDollars,
              taxpayerIn(year),
            )
          },
      isKeptInTrust,
    }
  })
}

/**
 * Brackets: the parents' Colorado and federal tax year by year (indexed, joint then single), their
 * required distributions and Medicare surcharges when asked, and each child's rule and taxes
 * (their own brackets, or an accumulation trust's).
 */
export function bracketFamilyPlan(
  input: BracketRothInput,
  settings: RothAssumptions,
): BracketFamilyPlan {
  const priceIndex = priceIndexOf(settings.inflationPercent)
  const household = householdYears({
    parent: input.parent,
    spouse: settings.spouse,
    yearsUntilInheritance: settings.yearsUntilInheritance,
    includeOwnerRmds: settings.includeOwnerRmds,
    includeMedicare: settings.includeMedicare,
    priceIndex,
  })
  const taxpayerIn = yearlyTaxpayers(
    household.filingStatusIn,
    coloradoIncomeTaxRate2026,
    priceIndex,
  )
  const heirs = heirPlansOf(input, settings, household, priceIndex)
  return {
    ...accountsAndSettings(input, settings),
    household,
    priceIndex,
    taxpayerIn,
    conversionTaxDollars: (conversionDollars, year, ownerRmdDollars) =>
      addedIncomeTaxDollars(
        household.otherIncomeIn(year) + ownerRmdDollars,
        conversionDollars,
        taxpayerIn(year),
      ),
    medicareSurchargeDollars: (year, addedIncomeDollars) =>
      yearlySurchargeDollars(household, priceIndex, year, addedIncomeDollars),
    ...(household.rmdOwnerIn
      ? { ownerRmds: ownerRmdPlanOf(household, household.rmdOwnerIn, taxpayerIn) }
      : {}),
    firstSurvivorYear: household.firstSurvivorYear,
    heirs,
    horizonYears: Math.max(distributionYears, ...heirs.map((heir) => heir.schedule.lastYear)),
  }
}

/**
 * `settings` with the children inheriting after `yearsUntilInheritance` instead (break-even and
 * sensitivity reruns, roth-model.md §11, §21): the same total converted in at most that many
 * installments (at least one); a first death after it moves to it.
 */
export function withWait(
  settings: RothAssumptions,
  yearsUntilInheritance: number,
): RothAssumptions {
  return {
    ...settings,
    yearsUntilInheritance,
    conversionYears: Math.min(settings.conversionYears, Math.max(1, yearsUntilInheritance)),
  }
}
