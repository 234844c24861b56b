import type * as RothCalculatorModel from './roth-calculator-model'

let loading: Promise<typeof RothCalculatorModel> | undefined

/**
 * The calculator's model (`roth-calculator-model`), fetched once, when the visitor first reaches
 * for the calculator or changes something: the first view needs none of it. A failed fetch (the
 * connection dropped) is tried again on the next change.
 */
export function loadRothModel() {
  loading ??= import('./roth-calculator-model').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
