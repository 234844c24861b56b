import type { IncomingMessage } from 'node:http'

import busboy from 'busboy'

import { isFormActionReply } from '@/domain/http/action-reply'
import { isMultipartFormData } from '@/domain/http/request-screen'

import { readWholeBody, withReadBody } from '../request-body'
import type { Middleware } from './chain'
import { refuse } from './refuse'

/** The build's Server Actions, by id; `isForm` for the site's own form actions (`*.actions.ts`). */
export type ServerActions = ReadonlyMap<string, { isForm: boolean }>

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
    const actionId = request.headers['next-action']
    if (actionId === undefined) return next()
    const action = actions.get(String(actionId))
    if (!action) {
      return refuse(request, response, {
        status: 404,
        message: 'This form is out of date. Please reload the page and send it again.',
      })
    }
    if (action.isForm && !isMultipartFormData(request.headers['content-type'])) {
      return refuse(request, response, unreadableForm)
    }
    next()
  }
}

const unreadableForm = { status: 400, message: 'The form data could not be read.' } as const

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
 * Refuses a call of one of the site's form actions whose body is not what React sends them
 * (`isFormActionReply`), after the body was read: React throws while decoding a malformed one, and
 * Next answers that with a 500 and an error with a stack in the log (vercel/next.js#86945).
 */
export function screenFormActionCalls({ actions }: { actions: ServerActions }): Middleware {
  return async (request, response, next) => {
    const actionId = request.headers['next-action']
    if (actionId === undefined || !actions.get(String(actionId))?.isForm) return next()
    const body = await readWholeBody(request)
    const root = await rootFieldOf(request, body)
    if (root === null || !isFormActionReply(root)) return refuse(request, response, unreadableForm)
    next(withReadBody(request, body))
  }
}
