import { analyzeRothConversion, RothInputError, rothInputSchema, type RothAnalysis } from './index'
import { rothInputFromForm, type RothFormState } from './roth-form'
import type { RothInput } from './roth-input.schema'

// Apart from roth-form, whose state and links the browser needs at once: this needs the model and
// its schema (zod), which the Roth calculator fetches only once the visitor changes something.

export type RothFormResult =
  | { ok: true; input: RothInput; analysis: RothAnalysis }
  | { ok: false; fieldErrors: Record<string, string> }

/** Analyses the form, or gives the model's message for each field that is wrong, by dotted path. */
export function analyzeRothForm(state: RothFormState): RothFormResult {
  const candidate = rothInputFromForm(state)
  try {
    const analysis = analyzeRothConversion(candidate)
    return { ok: true, input: rothInputSchema.parse(candidate), analysis }
  } catch (error) {
    // The model throws nothing else; anything else is a bug that must surface.
    /* v8 ignore next */
    if (!(error instanceof RothInputError)) throw error
    return { ok: false, fieldErrors: error.fieldErrors }
  }
}
