import type { ServerResponse } from 'node:http'

import onHeaders from 'on-headers'

import type { Middleware } from '@/server/door/chain'

import type { Decoration } from './decoration'

/**
 * The door's second phase, and the one place it sets headers: each rule of `decorations` is
 * asked about the request as it arrives, and what they decided is applied, in the order listed
 * (a later rule has the last word), as the headers go out, once whoever answers has set its own:
 * Next, or a screen's refusal. Put first in the door, so that it sees every answer, a refusal's
 * included; `on-headers` runs it after the encoding links (src/server/encode), which registered
 * later.
 */
export function decorateHeaders(decorations: readonly Decoration[]): Middleware {
  return (request, response, next) => {
    const decided = decorations.flatMap((decoration) => decoration(request) ?? [])
    onHeaders(response, function (this: ServerResponse) {
      for (const apply of decided) apply(this)
    })
    next()
  }
}
