import { coloradoIncomeTaxRate2026, federalTaxTables2026 } from './brackets-2026'
import { definedOrThrow } from './defined-or-throw'
import { heirSchedule, tenYearSchedule } from './heir-schedule'
import { addedIncomeTaxDollars, type Taxpayer } from './income-tax'
import {
  conversionSurchargeDollars,
  medicareEnrolleeOf,
  setsPaidPremium,
} from './medicare-premiums'
import { distributionYears, quickModeAssumptions } from './presets'
import type { Beneficiary, DetailedRothInput, RothInput } from './roth-input.schema'
import type { ConversionPlan, HeirPlan, TaxSource } from './simulate'
import { accumulationTrustTaxDollars } from './trust-tax-2026'

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
}

/** A projection's family side: accounts, settings, taxes, Medicare and heirs (not the conversion). */
export type FamilyPlan = Omit<ConversionPlan, 'conversionDollars'>

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
  const partTwoDefaults = { beneficiary: 'direct', includeMedicare: false } as const
  if (input.mode === 'quick') return { ...quickModeAssumptions, ...partTwoDefaults }
  return {
    yearsUntilInheritance: input.yearsUntilInheritance,
    annualReturnPercent: input.annualReturnPercent,
    taxPaidFrom: input.taxPaidFrom,
    conversionYears: input.conversionYears,
    taxModel: input.taxModel,
    taxableReturnDragPercent: input.taxableReturnDragPercent,
    // Part II settings act only under brackets (roth-model.md Part II, compatibility).
    beneficiary: bracketInput?.beneficiary ?? partTwoDefaults.beneficiary,
    includeMedicare: bracketInput?.includeMedicare ?? partTwoDefaults.includeMedicare,
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

const coloradoTaxpayer = (filingStatus: BracketRothInput['parent']['filingStatus']): Taxpayer => ({
  federalTaxTable: federalTaxTables2026[filingStatus],
  stateTaxRate: coloradoIncomeTaxRate2026,
})

/**
 * Brackets: the parent's Colorado and federal tax, Medicare surcharges when asked, and each
 * child's rule and taxes (their own brackets, or an accumulation trust's).
 */
export function bracketFamilyPlan(input: BracketRothInput, settings: RothAssumptions): FamilyPlan {
  const { parent } = input
  const parentTaxpayer = coloradoTaxpayer(parent.filingStatus)
  const isKeptInTrust = settings.beneficiary === 'accumulationTrust'
  const owner = { age: parent.age, yearsUntilInheritance: settings.yearsUntilInheritance }
  const heirs = input.children.map((child): HeirPlan => {
    const childTaxpayer: Taxpayer = {
      federalTaxTable: federalTaxTables2026[child.filingStatus],
      stateTaxRate: decimalRate(child.stateTaxRatePercent),
    }
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
        ? accumulationTrustTaxDollars
        : (withdrawalDollars) =>
            addedIncomeTaxDollars(child.otherIncome, withdrawalDollars, childTaxpayer),
      isKeptInTrust,
    }
  })
  const enrollee = medicareEnrolleeOf(parent, settings.includeMedicare)
  return {
    ...accountsAndSettings(input, settings),
    conversionTaxDollars: (conversionDollars) =>
      addedIncomeTaxDollars(parent.otherIncome, conversionDollars, parentTaxpayer),
    medicareSurchargeDollars: enrollee
      ? (year, conversionDollars) =>
          setsPaidPremium(year, enrollee, settings.yearsUntilInheritance)
            ? conversionSurchargeDollars(enrollee, conversionDollars)
            : 0
      : noMedicareSurcharge,
    heirs,
    horizonYears: Math.max(distributionYears, ...heirs.map((heir) => heir.schedule.lastYear)),
  }
}
