// Types of the two packages compress-responses.ts uses, as plain Node `http` middleware: the
// DefinitelyTyped ones describe Express's request (`compression`) and lack the server's own
// preference (`negotiator` 0.6.4's `preferred` list, which `compression` passes).

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** Compresses what passes through with br, gzip or deflate, as the request accepts. */
  function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void
  namespace compression {
    /** Whether the response's type is one to compress (and it does not refuse it). */
    function filter(request: IncomingMessage, response: ServerResponse): boolean
  }
  export = compression
}

declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http'

  class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders })
    /** The best of `available` the request accepts, `preferred` first among equals. */
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined
  }
  export = Negotiator
}
