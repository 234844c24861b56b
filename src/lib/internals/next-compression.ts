import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'

/** A factory of Node-style middleware, as the `compression` package exports it. */
type CompressionFactory = () => (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

const load = createRequire(import.meta.url)

/**
 * Next's bundled copy of the `compression` middleware, which its server runs on every response
 * after the front door's links (tests use it to answer as Next does). Untyped inside Next.
 */
export const nextCompression = load('next/dist/compiled/compression') as CompressionFactory
