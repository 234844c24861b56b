import type { DatabaseAdapterObj, PayloadRequest } from 'payload'

type TransactionId = number | string
type Callback = () => Promise<void> | void

/**
 * What each open transaction runs once it has committed, by transaction id: Payload 3.90 runs
 * `afterChange` inside the transaction and offers no hook after the commit. One table per process,
 * on `globalThis`, as Payload keeps its own instance: every bundle that loads this module shares it.
 */
const afterCommitKey = Symbol.for('firm.afterCommitCallbacks')
const globalSlot = globalThis as { [afterCommitKey]?: Map<TransactionId, Callback[]> }
const waiting: Map<TransactionId, Callback[]> = (globalSlot[afterCommitKey] ??= new Map())

/**
 * Runs `callback` once the change made in `req` is in the database for every reader: when its
 * transaction commits (whoever commits it: the operation, or a caller that began it), never if it
 * rolls back, and at once when the change has no transaction (SQLite, ADR 013: already written).
 */
export async function afterCommit(req: PayloadRequest, callback: Callback): Promise<void> {
  const transactionId = await req.transactionID
  // Payload's adapters name a transaction by a number or a string; SQLite's has none (null).
  if (typeof transactionId !== 'number' && typeof transactionId !== 'string') return callback()
  waiting.set(transactionId, [...(waiting.get(transactionId) ?? []), callback])
}

/**
 * The database adapter `adapter` with `afterCommit` honoured: its commit runs the callbacks of the
 * transaction (and waits for them, so whoever committed knows they have run), its rollback drops
 * them. Callbacks report their own failures; one that throws does not stop the others.
 */
export function withAfterCommit(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const commit = db.commitTransaction.bind(db)
      const rollback = db.rollbackTransaction.bind(db)
      db.commitTransaction = async (id) => {
        const transactionId = await id
        await commit(transactionId)
        const callbacks = waiting.get(transactionId) ?? []
        waiting.delete(transactionId)
        await Promise.allSettled(callbacks.map(async (callback) => callback()))
      }
      db.rollbackTransaction = async (id) => {
        const transactionId = await id
        waiting.delete(transactionId)
        await rollback(transactionId)
      }
      return db
    },
  }
}
