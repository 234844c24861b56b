import { z } from 'zod'

import '../forms/zod-without-eval'

import { filingStatuses } from './income-tax'
import { maxChildren, maxCustomScenarios } from './presets'

/** Who inherits the IRAs (roth-model.md §9): the children directly, or a trust for each child. */
export const beneficiaries = ['direct', 'conduitTrust', 'accumulationTrust'] as const

/** Who inherits the IRAs: `direct` (the default), `conduitTrust` or `accumulationTrust`. */
export type Beneficiary = (typeof beneficiaries)[number]

/** Who dies first of the parent and the spouse (roth-model.md §17). */
export const firstToDieChoices = ['parent', 'spouse'] as const

/** Who dies first: `parent` (the default; the spouse then rolls the IRAs over) or `spouse`. */
export type FirstToDie = (typeof firstToDieChoices)[number]

/** How the law treats each child as a beneficiary (roth-model.md §8), in the order the UI lists them. */
export const beneficiaryTypes = ['designated', 'minor', 'disabled', 'chronicallyIll'] as const

/** A child's beneficiary type: `designated` (the default, 10-year rule) or an eligible one. */
export type BeneficiaryType = (typeof beneficiaryTypes)[number]

/** The exact message each invalid field gets (roth-model.md §5 and §13), keyed by rule. */
export const rothInputMessages = {
  mode: 'Choose quick or detailed mode.',
  totalPreTaxAccounts: 'Enter pre-tax accounts in dollars, from $0 to $100,000,000.',
  totalRothAccounts: 'Enter Roth accounts in dollars, from $0 to $100,000,000.',
  numberOfChildren: 'Enter the number of children, a whole number from 1 to 4.',
  yearsUntilInheritance: 'Enter years until inheritance, a whole number from 0 to 50.',
  annualReturnPercent: 'Enter an expected return from 0% to 15% a year.',
  taxPaidFrom: 'Choose where the conversion tax is paid from.',
  taxModel: 'Choose tax brackets or flat rates.',
  taxableReturnDragPercent: 'Enter a tax drag from 0% to 100% of the return.',
  conversionYears: 'Spread the conversion over a whole number of years from 1 to 10.',
  parent: "Enter the parent's filing status and other income.",
  filingStatus: 'Choose a filing status.',
  otherIncome: 'Enter other income in dollars, from $0 to $10,000,000.',
  children: 'Enter details for each child (one entry per child).',
  stateTaxRatePercent: 'Enter a state tax rate from 0% to 15%.',
  customScenarios: 'Add at most 3 custom scenarios.',
  label: 'Name the scenario in 1 to 40 characters.',
  conversionPercent: 'Enter a conversion percentage from 0% to 100%.',
  taxRatePercent: 'Enter a tax rate from 0% to 100%.',
  beneficiary:
    'Choose who inherits: the children directly, a conduit trust or an accumulation trust.',
  includeMedicare: 'Choose whether to include Medicare premiums.',
  parentAge: "Enter the parent's age, a whole number from 50 to 100.",
  childAge: "Enter the child's age, a whole number from 0 to 100.",
  beneficiaryType: "Choose the child's beneficiary type.",
  minorAtInheritance:
    'A minor child must be under 21 at the inheritance (age + years until inheritance at most 20).',
  includeOwnerRmds: "Choose whether to include the owners' required minimum distributions.",
  inflationPercent: 'Enter an inflation rate from 0% to 10% a year.',
  spouse: "Enter the spouse's age and the years until the first death.",
  spouseAge: "Enter the spouse's age, a whole number from 40 to 100.",
  firstDeathYears:
    'Enter the years until the first death, a whole number from 0 to the years until inheritance.',
  firstToDie: 'Choose who dies first: the parent or the spouse.',
  survivorOtherIncome: "Enter the survivor's other income in dollars, from $0 to $10,000,000.",
  jointWithSpouse:
    'With a spouse, choose married filing jointly (the survivor files single after the first death).',
  meansTestedBenefits: 'Choose whether the child receives means-tested benefits (SSI or Medicaid).',
} as const

/** The message for a conversion that would run past the inheritance (at most `maxYears` years). */
export function conversionEndsBeforeInheritanceMessage(maxYears: number): string {
  const years = maxYears === 1 ? '1 year' : `${maxYears} years`
  return `The conversion must end before the inheritance: use at most ${years}.`
}

// z.number() already rejects NaN, ±Infinity and strings (no coercion: the UI parses "$2.18M").
function numberFrom(minimum: number, maximum: number, message: string) {
  return z.number({ error: message }).min(minimum, message).max(maximum, message)
}

function wholeNumberFrom(minimum: number, maximum: number, message: string) {
  return z.number({ error: message }).int(message).min(minimum, message).max(maximum, message)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// A list entry that is not an object is read as an empty one, so each of its fields reports its
// own message rather than one message for the whole entry.
const asRecord = (value: unknown) => (isRecord(value) ? value : {})

const yearsUntilInheritanceSchema = wholeNumberFrom(0, 50, rothInputMessages.yearsUntilInheritance)
const conversionYearsSchema = wholeNumberFrom(1, 10, rothInputMessages.conversionYears)
const numberOfChildrenSchema = wholeNumberFrom(1, maxChildren, rothInputMessages.numberOfChildren)
const taxRatePercentSchema = numberFrom(0, 100, rothInputMessages.taxRatePercent)
const filingStatusSchema = z.enum(filingStatuses, { error: rothInputMessages.filingStatus })
const otherIncomeSchema = numberFrom(0, 10_000_000, rothInputMessages.otherIncome)
const childAgeSchema = wholeNumberFrom(0, 100, rothInputMessages.childAge)
const beneficiaryTypeSchema = z.enum(beneficiaryTypes, {
  error: rothInputMessages.beneficiaryType,
})
const beneficiarySchema = z.enum(beneficiaries, { error: rothInputMessages.beneficiary })
const firstDeathYearsSchema = wholeNumberFrom(0, 50, rothInputMessages.firstDeathYears)

const customScenarioSchema = z.preprocess(
  asRecord,
  z.object({
    label: z
      .string({ error: rothInputMessages.label })
      .trim()
      .min(1, rothInputMessages.label)
      .max(40, rothInputMessages.label),
    conversionPercent: numberFrom(0, 100, rothInputMessages.conversionPercent),
    parentTaxRatePercent: taxRatePercentSchema.optional(),
    childTaxRatePercent: taxRatePercentSchema.optional(),
  }),
)

const commonShape = {
  totalPreTaxAccounts: numberFrom(0, 100_000_000, rothInputMessages.totalPreTaxAccounts),
  totalRothAccounts: numberFrom(0, 100_000_000, rothInputMessages.totalRothAccounts),
  numberOfChildren: numberOfChildrenSchema,
  customScenarios: z
    .array(customScenarioSchema, { error: rothInputMessages.customScenarios })
    .optional(),
}

const parentSchema = z.object(
  {
    filingStatus: filingStatusSchema,
    otherIncome: otherIncomeSchema,
    age: wholeNumberFrom(50, 100, rothInputMessages.parentAge).optional(),
  },
  { error: rothInputMessages.parent },
)

const childSchema = z.preprocess(
  asRecord,
  z.object({
    filingStatus: filingStatusSchema,
    otherIncome: otherIncomeSchema,
    stateTaxRatePercent: numberFrom(0, 15, rothInputMessages.stateTaxRatePercent),
    age: childAgeSchema.optional(),
    beneficiaryType: beneficiaryTypeSchema.optional(),
    beneficiary: beneficiarySchema.optional(),
    meansTestedBenefits: z.boolean({ error: rothInputMessages.meansTestedBenefits }).optional(),
  }),
)

const spouseSchema = z.object(
  {
    age: wholeNumberFrom(40, 100, rothInputMessages.spouseAge),
    firstDeathYears: firstDeathYearsSchema,
    firstToDie: z.enum(firstToDieChoices, { error: rothInputMessages.firstToDie }).optional(),
    survivorOtherIncome: numberFrom(
      0,
      10_000_000,
      rothInputMessages.survivorOtherIncome,
    ).optional(),
  },
  { error: rothInputMessages.spouse },
)

// Cross-field rules run even when other fields failed (`when`), so every invalid field is
// reported at once; each rule reads only fields that are themselves valid.
const evenWithOtherIssues = { when: () => true }

function checkCustomScenarios(customScenarios: unknown, isFlat: boolean, ctx: z.RefinementCtx) {
  if (!Array.isArray(customScenarios)) return
  if (customScenarios.length > maxCustomScenarios) {
    ctx.addIssue({
      code: 'custom',
      message: rothInputMessages.customScenarios,
      path: ['customScenarios'],
    })
  }
  if (!isFlat) return
  // Flat-rate scenarios need both rates; under brackets they are unused (checked if present).
  customScenarios.forEach((scenario: unknown, index) => {
    const entry = asRecord(scenario)
    for (const field of ['parentTaxRatePercent', 'childTaxRatePercent'] as const) {
      if (entry[field] !== undefined) continue
      ctx.addIssue({
        code: 'custom',
        message: rothInputMessages.taxRatePercent,
        path: ['customScenarios', index, field],
      })
    }
  })
}

// The age at which a minor child of the owner reaches majority (T.D. 10001, roth-model.md §8).
const ageOfMajority = 21

// Part II (roth-model.md §13): Medicare needs the parent's age, an eligible heir's rules need the
// child's age, and a minor child must still be a minor at the inheritance.
function checkHeirsAndMedicare(
  input: { includeMedicare?: unknown; parent?: unknown; children?: unknown },
  yearsUntilInheritance: number | undefined,
  ctx: z.RefinementCtx,
) {
  if (input.includeMedicare === true && isRecord(input.parent) && input.parent.age === undefined) {
    ctx.addIssue({ code: 'custom', message: rothInputMessages.parentAge, path: ['parent', 'age'] })
  }
  if (!Array.isArray(input.children)) return
  input.children.forEach((value: unknown, index) => {
    const entry = asRecord(value)
    const beneficiaryType = beneficiaryTypeSchema.safeParse(entry.beneficiaryType)
    if (!beneficiaryType.success || beneficiaryType.data === 'designated') return
    if (entry.age === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: rothInputMessages.childAge,
        path: ['children', index, 'age'],
      })
    }
    if (beneficiaryType.data !== 'minor' || yearsUntilInheritance === undefined) return
    const age = childAgeSchema.safeParse(entry.age)
    if (age.success && age.data + yearsUntilInheritance >= ageOfMajority) {
      ctx.addIssue({
        code: 'custom',
        message: rothInputMessages.minorAtInheritance,
        path: ['children', index, 'beneficiaryType'],
      })
    }
  })
}

// Part III (roth-model.md §22): the owners' RMDs and a spouse need the parent's age, a couple files
// jointly, and the first death comes no later than the second.
function checkOwnersAndSpouse(
  input: { includeOwnerRmds?: unknown; parent?: unknown; spouse?: unknown },
  yearsUntilInheritance: number | undefined,
  ctx: z.RefinementCtx,
) {
  const hasSpouse = input.spouse !== undefined
  const parent = asRecord(input.parent)
  if (
    (input.includeOwnerRmds === true || hasSpouse) &&
    isRecord(input.parent) &&
    parent.age === undefined
  ) {
    ctx.addIssue({ code: 'custom', message: rothInputMessages.parentAge, path: ['parent', 'age'] })
  }
  if (!hasSpouse) return
  const filingStatus = filingStatusSchema.safeParse(parent.filingStatus)
  if (filingStatus.success && filingStatus.data !== 'married_filing_jointly') {
    ctx.addIssue({
      code: 'custom',
      message: rothInputMessages.jointWithSpouse,
      path: ['parent', 'filingStatus'],
    })
  }
  if (!isRecord(input.spouse) || yearsUntilInheritance === undefined) return
  const firstDeathYears = firstDeathYearsSchema.safeParse(input.spouse.firstDeathYears)
  if (firstDeathYears.success && firstDeathYears.data > yearsUntilInheritance) {
    ctx.addIssue({
      code: 'custom',
      message: rothInputMessages.firstDeathYears,
      path: ['spouse', 'firstDeathYears'],
    })
  }
}

const quickInputSchema = z
  .object({ mode: z.literal('quick'), ...commonShape })
  .superRefine(
    (input, ctx) => checkCustomScenarios(input.customScenarios, true, ctx),
    evenWithOtherIssues,
  )

const detailedInputSchema = z
  .object({
    mode: z.literal('detailed'),
    ...commonShape,
    yearsUntilInheritance: yearsUntilInheritanceSchema,
    annualReturnPercent: numberFrom(0, 15, rothInputMessages.annualReturnPercent),
    taxPaidFrom: z.enum(['outside', 'ira'], { error: rothInputMessages.taxPaidFrom }),
    conversionYears: conversionYearsSchema,
    taxModel: z.enum(['brackets', 'flat'], { error: rothInputMessages.taxModel }),
    taxableReturnDragPercent: numberFrom(0, 100, rothInputMessages.taxableReturnDragPercent),
    parent: parentSchema.optional(),
    children: z.array(childSchema, { error: rothInputMessages.children }).optional(),
    beneficiary: beneficiarySchema.optional(),
    includeMedicare: z.boolean({ error: rothInputMessages.includeMedicare }).optional(),
    includeOwnerRmds: z.boolean({ error: rothInputMessages.includeOwnerRmds }).optional(),
    inflationPercent: numberFrom(0, 10, rothInputMessages.inflationPercent).optional(),
    spouse: spouseSchema.optional(),
  })
  .superRefine((input, ctx) => {
    checkCustomScenarios(input.customScenarios, input.taxModel === 'flat', ctx)

    const years = yearsUntilInheritanceSchema.safeParse(input.yearsUntilInheritance)
    const conversionYears = conversionYearsSchema.safeParse(input.conversionYears)
    if (years.success && conversionYears.success) {
      // Installments run at years 0…k−1 and the parent dies at year Y, so k ≤ Y (or 1 when Y = 0).
      const maxConversionYears = Math.max(1, years.data)
      if (conversionYears.data > maxConversionYears) {
        ctx.addIssue({
          code: 'custom',
          message: conversionEndsBeforeInheritanceMessage(maxConversionYears),
          path: ['conversionYears'],
        })
      }
    }

    if (input.taxModel !== 'brackets') return
    checkHeirsAndMedicare(input, years.success ? years.data : undefined, ctx)
    checkOwnersAndSpouse(input, years.success ? years.data : undefined, ctx)
    if (input.parent === undefined) {
      ctx.addIssue({ code: 'custom', message: rothInputMessages.parent, path: ['parent'] })
    }
    // Counts are compared only with a valid number of children; a wrong type is the field's error.
    const childCount = numberOfChildrenSchema.safeParse(input.numberOfChildren)
    const isWrongCount =
      Array.isArray(input.children) &&
      childCount.success &&
      input.children.length !== childCount.data
    if (input.children === undefined || isWrongCount) {
      ctx.addIssue({ code: 'custom', message: rothInputMessages.children, path: ['children'] })
    }
  }, evenWithOtherIssues)

// Inputs that matter only in detailed mode under brackets (`parent`, `children` and every Part II
// and Part III setting, roth-model.md §13 and §22).
const bracketsOnlyKeys: ReadonlySet<string> = new Set([
  'parent',
  'children',
  'beneficiary',
  'includeMedicare',
  'includeOwnerRmds',
  'inflationPercent',
  'spouse',
])

// Elsewhere they are dropped before parsing, so stale values left in a form (the UI hides them)
// never block an analysis.
function withoutUnusedDetails(value: unknown) {
  const input = asRecord(value)
  if (input.mode === 'detailed' && input.taxModel === 'brackets') return input
  return Object.fromEntries(Object.entries(input).filter(([key]) => !bracketsOnlyKeys.has(key)))
}

/**
 * The Roth tool's input: quick mode (three fields and custom scenarios) or detailed mode (every
 * setting), with percents as percents (24 = 24%), no coercion, and unknown keys ignored.
 */
export const rothInputSchema = z.preprocess(
  withoutUnusedDetails,
  z.discriminatedUnion('mode', [quickInputSchema, detailedInputSchema], {
    error: rothInputMessages.mode,
  }),
)

/** A validated Roth tool input (the output of `rothInputSchema`). */
export type RothInput = z.output<typeof rothInputSchema>

/** A validated detailed-mode input. */
export type DetailedRothInput = Extract<RothInput, { mode: 'detailed' }>
