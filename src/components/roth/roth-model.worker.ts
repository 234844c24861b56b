import type { RothFormState } from '@/domain/roth/roth-form'
import { analyzeRothForm } from '@/domain/roth/roth-form-analysis'

/** A request to the worker: the form to analyse, numbered so the answer can be matched. */
export type RothModelRequest = { id: number; state: RothFormState }

// The model runs here, off the main thread, so typing never waits for it (roth-model.md §22).
self.addEventListener('message', (event: MessageEvent<RothModelRequest>) => {
  const { id, state } = event.data
  self.postMessage({ id, result: analyzeRothForm(state) })
})
