declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** Next's bundled copy of the `compression` middleware, which its server runs on responses. */
  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void
}
