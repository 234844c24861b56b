import type { Middleware } from './chain'
import { refuse } from './refuse'

/**
 * Refuses a Server Action call (a post with `Next-Action`) whose action this build does not
 * have (404), before Next reads its body. Here because Next logs each such call as an error with
 * a stack ("Failed to find Server Action", "did not match the expected format"), so a script
 * could fill the log; an old page's form after a deploy gets the same 404 Next would give.
 */
export function refuseUnknownActions({
  actionIds,
}: {
  actionIds: ReadonlySet<string>
}): Middleware {
  return (request, response, next) => {
    const actionId = request.headers['next-action']
    if (actionId === undefined || actionIds.has(String(actionId))) return next()
    refuse(request, response, {
      status: 404,
      message: 'This form is out of date. Please reload the page and send it again.',
    })
  }
}
