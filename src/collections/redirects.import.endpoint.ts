import {
  addDataAndFileToRequest,
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
} from 'payload'
import { z } from 'zod'

import { cacheTags } from '@/data/cache-tags'
import { storeRedirectRows } from '@/data/redirect-store'
import {
  readRedirectList,
  redirectListLimits,
  redirectListSizeProblem,
  redirectListTooLarge,
} from '@/domain/redirects/redirect-list'
import { csvLineFields } from '@/lib/csv/csv-line'

import { expireTagsAfterCommit } from './shared/revalidate.hooks'

const ImportSchema = z.object({ list: z.string() })

const answer = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The largest body read: the list's limit with room for JSON's escapes (a letter outside ASCII
 * may be sent as `\u00f3`); the front door refuses anything over 1 MiB before.
 */
const bodyLimitBytes = redirectListLimits.bytes * 4

/**
 * `POST /api/redirects/import` with `{ "list": "from,to,permanent\n…" }`: the Redirects list's
 * import (issue 40, item 2). Staff only (401 otherwise). The list (at most 2,000 lines and 256 KB,
 * 413 beyond) is read line by line with the form's own rules; when any line is refused, the
 * answer (422) names each (line number, the line, why) and nothing is stored; otherwise every
 * redirect is stored (200, with how many were new and how many the site had already).
 */
export const importRedirectsEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (req.user?.collection !== 'users') {
      return answer({ message: 'Sign in to the admin first.' }, 401)
    }
    if (Number(req.headers.get('content-length') ?? 0) > bodyLimitBytes) {
      return answer({ message: redirectListTooLarge }, 413)
    }
    await addDataAndFileToRequest(req)
    const parsed = ImportSchema.safeParse(req.data)
    if (!parsed.success) {
      return answer({ message: 'Send the list as JSON: { "list": "from,to,permanent …" }.' }, 400)
    }
    const sizeProblem = redirectListSizeProblem(parsed.data.list)
    if (sizeProblem) return answer({ message: sizeProblem }, 413)
    const { rows, refused } = readRedirectList(parsed.data.list, csvLineFields)
    if (refused.length > 0) {
      return answer({ status: 'refused', refused, accepted: rows.length }, 422)
    }
    if (rows.length === 0) {
      return answer({ message: 'The list has no redirects in it: one a line, from,to.' }, 400)
    }
    const context = req.context
    // One expiry of the redirects' tag for the whole list, after it is stored, rather than one
    // (and one purge of the cache in front) per redirect.
    req.context = { ...context, disableRevalidate: true }
    const isOwnTransaction = await initTransaction(req)
    try {
      const outcome = await storeRedirectRows(req.payload, rows, req)
      if (isOwnTransaction) await commitTransaction(req)
      req.context = context
      if (outcome.status === 'refused') return answer(outcome, 422)
      if (outcome.created > 0) {
        await expireTagsAfterCommit([cacheTags.collection('redirects')], req)
      }
      return answer(outcome, 200)
    } catch (error) {
      if (isOwnTransaction) await killTransaction(req)
      throw error
    } finally {
      req.context = context
    }
  },
}
