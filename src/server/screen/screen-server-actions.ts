import type { IncomingMessage } from 'node:http'

import busboy from 'busboy'

import { isFormActionReply, isServerFunctionReply } from '@/domain/http/action-reply'
import { isMultipartFormData, unreadableFormRefusal } from '@/domain/http/request-screen'
import { actionHeader } from '@/lib/internals/next-request-headers'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'
import { readBody, withReadBody } from '@/server/door/request-body'

/**
 * The build's Server Actions, by id: the site's own form actions (`*.actions.ts`), or Payload's
 * server functions (the admin's one action, wired in its layout).
 */
export type ServerActions = ReadonlyMap<string, { isForm: boolean }>

/**
 * The id of the Server Action a request calls, or undefined. Next takes `Next-Action` only on a
 * POST (`getServerActionRequestMetadata`); a GET or HEAD that carries it is a page view, and
 * answering it as a call put a 404 (or 400) where the cache in front keeps the page (issue 37).
 */
const calledActionIdOf = (request: IncomingMessage) =>
  request.method === 'POST' ? request.headers[actionHeader] : undefined

/**
 * Screens Server Action calls (posts with `Next-Action`) before Next reads their body: an action
 * this build does not have is a 404 (an old page's form after a deploy gets what Next would
 * give), and a call of one of the site's form actions whose body is not a form is a 400 (React
 * sends a form's action its `FormData` as `multipart/form-data`). Here because Next logs every
 * unknown id as an error with a stack, and answered a form action called with a text or JSON
 * body with a 500 (its decoding throws).
 */
export function screenServerActions({ actions }: { actions: ServerActions }): Middleware {
  return (request, response, next) => {
    const actionId = calledActionIdOf(request)
    if (actionId === undefined) return next()
    const action = actions.get(String(actionId))
    if (!action) {
      return refuse(request, response, {
        status: 404,
        message: 'This form is out of date. Please reload the page and send it again.',
      })
    }
    if (action.isForm && !isMultipartFormData(request.headers['content-type'])) {
      return refuse(request, response, unreadableFormRefusal)
    }
    next()
  }
}

/** The first field ("0") of a form body already read and found well formed, or null. */
function rootFieldOf(request: IncomingMessage, body: Buffer): Promise<string | null> {
  return new Promise((resolve) => {
    let root: string | null = null
    const parser = busboy({ headers: request.headers })
    parser.on('field', (name, value) => {
      if (name === '0') root = value
    })
    parser.on('file', (_name, stream) => stream.resume())
    parser.on('close', () => resolve(root))
    parser.on('error', () => resolve(null))
    parser.end(body)
  })
}

/**
 * Refuses a Server Action call whose body the site's pages could not have sent, after the body was
 * read: its reply (the text body, or a form's first field) must be `[state, "$K…"]` for a form
 * action (`isFormActionReply`) and `[{ name, args }]` for Payload's server functions
 * (`isServerFunctionReply`). React throws while decoding anything else, or Payload while calling
 * it, and Next answers both with a 500 and an error with a stack in the log (vercel/next.js#86945).
 */
export function screenActionBodies({ actions }: { actions: ServerActions }): Middleware {
  return async (request, response, next) => {
    const actionId = calledActionIdOf(request)
    const action = actionId === undefined ? undefined : actions.get(String(actionId))
    if (!action) return next()
    const read = await readBody(request)
    if (read.kind !== 'read') return
    const { body } = read
    const root = isMultipartFormData(request.headers['content-type'])
      ? await rootFieldOf(request, body)
      : body.toString('utf8')
    const isReply = action.isForm ? isFormActionReply : isServerFunctionReply
    if (root === null || !isReply(root)) return refuse(request, response, unreadableFormRefusal)
    next(withReadBody(request, body))
  }
}
