import { defaultBodyLimitBytes, methodAndPathRefusal, pathOf } from '@/domain/http/request-screen'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'
import { readBodyText, withReadBody } from '@/server/door/request-body'

const overrideHeaders = ['x-payload-http-method-override', 'x-http-method-override'] as const

/**
 * Screens Payload's reads sent as posts (`X-Payload-HTTP-Method-Override: GET`, which the admin's
 * relationship fields use for long queries): Payload appends the urlencoded body to the address
 * as its query, past the screen of API queries, so the body gets the same screen; a JSON body,
 * which Payload reads its own way, is refused (415). Here because a bad `where` or `page` sent
 * so was a 500.
 */
export function screenMethodOverride(): Middleware {
  return async (request, response, next) => {
    const isOverride = overrideHeaders.some((name) => request.headers[name] !== undefined)
    if (request.method !== 'POST' || !isOverride) return next()
    if (!/^application\/x-www-form-urlencoded\s*$/i.test(request.headers['content-type'] ?? '')) {
      return refuse(request, response, {
        status: 415,
        message: 'Send a read as application/x-www-form-urlencoded.',
      })
    }
    const query = await readBodyText(request, defaultBodyLimitBytes)
    if (query === null) {
      return refuse(request, response, { status: 413, message: 'The request body is too large.' })
    }
    const refusal = methodAndPathRefusal('GET', `${pathOf(request.url ?? '')}?${query}`)
    if (refusal) return refuse(request, response, refusal)
    next(withReadBody(request, Buffer.from(query)))
  }
}
