import type { RothFormState } from '@/domain/roth/roth-form'
import { analyzeRothForm, type RothFormResult } from '@/domain/roth/roth-form-analysis'

/**
 * What the Roth calculator computes: the server its first view, the browser what the visitor
 * changes, from a chunk it fetches then (`loadRothModel`), with the model and its schema (zod).
 */
export { analyzeRothForm }

/** What the calculator shows first: the inputs and their results (grid included). */
export type RothCalculatorStart = { state: RothFormState; result: RothFormResult }

/**
 * The calculator's first view, computed where it is first rendered (the page, on the server), so
 * that hydrating it runs no model: the browser computes only what the visitor changes.
 */
export function rothCalculatorStart(state: RothFormState): RothCalculatorStart {
  return { state, result: analyzeRothForm(state) }
}
