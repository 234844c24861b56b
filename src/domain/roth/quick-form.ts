import { formatDollarInput, parseDollarInput } from './dollar-input'
import { analyzeRothConversion, RothInputError, type RothAnalysis } from './index'
import { quickFormDefaults } from './presets'

/** The quick form as typed: the seed's three fields, each as text. */
export type QuickFormState = {
  totalPreTaxAccounts: string
  totalRothAccounts: string
  numberOfChildren: string
}

export const quickFormFields = [
  'totalPreTaxAccounts',
  'totalRothAccounts',
  'numberOfChildren',
] as const

type SearchParams = Record<string, string | string[] | undefined>

/** The form's starting state from a shared link's query, the seed's defaults where it has none. */
export function quickFormStateFromSearchParams(params: SearchParams): QuickFormState {
  const read = (name: (typeof quickFormFields)[number]) => {
    const value = params[name]
    return typeof value === 'string' ? value.slice(0, 40) : undefined
  }
  return {
    totalPreTaxAccounts:
      read('totalPreTaxAccounts') ?? formatDollarInput(quickFormDefaults.totalPreTaxAccounts),
    totalRothAccounts:
      read('totalRothAccounts') ?? formatDollarInput(quickFormDefaults.totalRothAccounts),
    numberOfChildren: read('numberOfChildren') ?? String(quickFormDefaults.numberOfChildren),
  }
}

/** The query of a link that reproduces the form, e.g. "totalPreTaxAccounts=2180000&…". */
export function quickFormQuery(state: QuickFormState): string {
  const params = new URLSearchParams()
  for (const field of quickFormFields) {
    const dollars = field === 'numberOfChildren' ? null : parseDollarInput(state[field])
    params.set(field, dollars === null ? state[field].trim() : String(dollars))
  }
  return params.toString()
}

export type QuickFormResult =
  | { ok: true; analysis: RothAnalysis }
  | { ok: false; fieldErrors: Partial<Record<(typeof quickFormFields)[number], string>> }

/** Analyses the quick form, or gives the model's message for each field that is wrong. */
export function analyzeQuickForm(state: QuickFormState): QuickFormResult {
  const children = state.numberOfChildren.trim()
  try {
    return {
      ok: true,
      analysis: analyzeRothConversion({
        mode: 'quick',
        totalPreTaxAccounts: parseDollarInput(state.totalPreTaxAccounts) ?? Number.NaN,
        totalRothAccounts: parseDollarInput(state.totalRothAccounts) ?? Number.NaN,
        numberOfChildren: /^\d+$/.test(children) ? Number(children) : Number.NaN,
      }),
    }
  } catch (error) {
    // The model throws nothing else; anything else is a bug that must surface.
    /* v8 ignore next */
    if (!(error instanceof RothInputError)) throw error
    return { ok: false, fieldErrors: error.fieldErrors }
  }
}
