import 'server-only'

import path from 'node:path'

import { env } from '@/config/env'

import { createSearchThread, type SearchThread } from './search-thread'

/**
 * Visitors' searches that may wait for the search thread: many people typing at once (and
 * `npm run bench:search`'s 50 connections) are answered in turn, each body in 1 s of the thread
 * at most (`searchLimits.workMs`), the search pages' in a few milliseconds; beyond them a search
 * is answered "busy" (503) at once rather than late.
 */
const maxWaiting = 64

// Next evaluates a module once per server bundle that imports it (the search API, the search
// pages), so the thread is kept on globalThis: one thread, and one index, for the whole process.
const threadKey = Symbol.for('juniper-hill-law.search-thread')
type ThreadHolder = { [threadKey]?: SearchThread }

/** The process's search thread (ADR 010, "Cost budget"), started on first use. */
export function searchThread(): SearchThread {
  const holder = globalThis as ThreadHolder
  holder[threadKey] ??= createSearchThread({
    workerFile: path.resolve(env.SEARCH_WORKER_FILE),
    maxWaiting,
  })
  return holder[threadKey]
}
