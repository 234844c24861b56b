import type { IncomingMessage } from 'node:http'

import { serverFunctionNameOf } from '@/domain/http/action-reply'
import { isMultipartFormData, type Refusal } from '@/domain/http/request-screen'
import { logger } from '@/lib/logger'
import { createFreshReader } from '@/server/boot/fresh-reader'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'
import { readBody, withReadBody } from '@/server/door/request-body'

/**
 * 403, not 401: a 401 must name the authentication scheme to answer it (RFC 9110 §15.5.2), and
 * the admin's is a cookie set by its sign-in form.
 */
const signedInStaffOnly: Refusal = { status: 403, message: 'Sign in to the admin first.' }

/**
 * The one call an anonymous screen makes: the create-first-user form asks for its state while
 * there is no staff account (Payload then lets anyone in, to make the first). The sign-in, forgot
 * and reset screens call none (recorded in Chromium, 2026-11-29, Payload 3.90.1).
 */
const firstAccountFunction = 'form-state'

/**
 * `hasStaffAccount` read on request, callers at the same moment sharing one read. Until a read
 * succeeds the site is taken to have an account, so a failing read refuses rather than lets in.
 */
function sharedStaffAccountRead(hasStaffAccount: () => Promise<boolean>): () => Promise<boolean> {
  const reader = createFreshReader(async () => {
    try {
      return await hasStaffAccount()
    } catch (error) {
      logger.warn({ msg: 'Could not tell whether a staff account exists', err: error })
      return null
    }
  })
  return async () => (await reader.fresh()) ?? true
}

/** Whether the anonymous server-function call `request`, whose body is `body`, may go on. */
async function isFirstAccountCall(
  request: IncomingMessage,
  body: Buffer,
  hasStaffAccount: () => Promise<boolean>,
): Promise<boolean> {
  // The create-first-user form sends its call as text; only a file would make it multipart.
  if (isMultipartFormData(request.headers['content-type'])) return false
  if (serverFunctionNameOf(body.toString('utf8')) !== firstAccountFunction) return false
  return !(await hasStaffAccount())
}

/**
 * Refuses calls of the admin's server function (`adminFunctions`, Payload's one Server Action for
 * every admin screen) by anyone without a staff session, with a 403 and one warn line. Payload
 * runs each function for anyone, and each then throws for a visitor (no user, or its own access
 * check), which Next answered with a 500 and a stack in the log (issue 37, item 8); here because
 * neither Payload's generated layout nor Next offers a place to check first. A staff session is
 * a token Payload signed (`isStaffRequest`, no database read); Payload checks it again. After
 * `screenActionBodies`, which read the body and checked its form.
 */
export function screenStaffFunctions({
  adminFunctions,
  isStaffRequest,
  hasStaffAccount,
}: {
  adminFunctions: ReadonlySet<string>
  isStaffRequest: (request: IncomingMessage) => Promise<boolean>
  /** Whether the site has a staff account yet (the app bridge's answer). */
  hasStaffAccount: () => Promise<boolean>
}): Middleware {
  const hasStaffAccountNow = sharedStaffAccountRead(hasStaffAccount)
  return async (request, response, next) => {
    const actionId = request.headers['next-action']
    if (request.method !== 'POST' || !adminFunctions.has(String(actionId))) return next()
    if (await isStaffRequest(request)) return next()
    const read = await readBody(request)
    if (read.kind !== 'read') return
    if (await isFirstAccountCall(request, read.body, hasStaffAccountNow)) {
      return next(withReadBody(request, read.body))
    }
    refuse(request, response, signedInStaffOnly)
  }
}
