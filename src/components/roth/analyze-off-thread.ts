import type { RothFormState } from '@/domain/roth/roth-form'
import type { RothFormResult } from '@/domain/roth/roth-form-analysis'

import { loadRothModel } from './load-roth-model'
import type { RothModelRequest } from './roth-model.worker'

type Pending = { resolve: (result: RothFormResult) => void; state: RothFormState }

let worker: Worker | null | undefined
let nextId = 0
const pending = new Map<number, Pending>()

/** The model on the main thread: where workers are missing, or if the worker fails. */
async function analyzeHere(state: RothFormState): Promise<RothFormResult> {
  const { analyzeRothForm } = await loadRothModel()
  return analyzeRothForm(state)
}

/** The model's worker, started on first use; null where the browser has none or it failed. */
function modelWorker(): Worker | null {
  if (worker !== undefined) return worker
  if (typeof Worker === 'undefined') return (worker = null)
  worker = new Worker(new URL('./roth-model.worker.ts', import.meta.url), { type: 'module' })
  worker.addEventListener(
    'message',
    (event: MessageEvent<{ id: number; result: RothFormResult }>) => {
      const request = pending.get(event.data.id)
      pending.delete(event.data.id)
      request?.resolve(event.data.result)
    },
  )
  worker.addEventListener('error', () => {
    // A worker that cannot start (a blocked script) is not tried again: the main thread answers.
    worker?.terminate()
    worker = null
    for (const { resolve, state } of pending.values()) void analyzeHere(state).then(resolve)
    pending.clear()
  })
  return worker
}

/**
 * The analysis of `state`, computed in a Web Worker so typing is never held up while the model
 * runs (a few hundred milliseconds for a large family); on the main thread where there is none.
 */
export function analyzeOffThread(state: RothFormState): Promise<RothFormResult> {
  const running = modelWorker()
  if (!running) return analyzeHere(state)
  return new Promise((resolve) => {
    const id = (nextId += 1)
    pending.set(id, { resolve, state })
    running.postMessage({ id, state } satisfies RothModelRequest)
  })
}
