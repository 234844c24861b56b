import { crossSiteWriteRefusal, methodAndPathRefusal } from '@/domain/http/request-screen'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'

/**
 * Refuses what no page or API accepts, from the request line alone: unknown methods, addresses
 * that do not decode or climb out of the site, Payload endpoints the site never offers, API
 * queries its database cannot run. Here because Next and Payload answered each with a 500.
 */
export function screenMethodAndPath(): Middleware {
  return (request, response, next) => {
    const refusal = methodAndPathRefusal(request.method ?? '', request.url ?? '')
    if (refusal) return refuse(request, response, refusal)
    next()
  }
}

/**
 * Refuses writes sent from another site's page (403: cross-site request forgery). Here because
 * Next answered a cross-site Server Action with a 500.
 */
export function refuseCrossSiteWrites(): Middleware {
  return (request, response, next) => {
    const refusal = crossSiteWriteRefusal({
      method: request.method ?? '',
      origin: request.headers.origin,
      host: request.headers.host,
    })
    if (refusal) return refuse(request, response, refusal)
    next()
  }
}
