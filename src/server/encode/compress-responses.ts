import type { IncomingMessage, ServerResponse } from 'node:http'

import compression from 'compression'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

import { compressTightly } from '@/lib/http/tight-compression'
import { logger } from '@/lib/logger'
import type { Middleware } from '@/server/door/chain'

type Encoding = 'br' | 'gzip' | 'identity'

/** A cached body in each encoding a browser may ask for, as sent. */
type KeptBody = Readonly<Record<Encoding, Buffer>>

/** Memory the kept bodies may take (every encoding, and the text they were made from). */
const keptBodiesBytes = 64 * 1024 * 1024
/** Bodies compressed at once for keeping. */
const concurrentEncodings = 2

// What the `compression` middleware offers, in its order of preference: the kept bytes are sent
// exactly when it would have compressed the body itself with the same encoding.
const offered = ['br', 'gzip', 'deflate', 'identity']
const preferred = ['br', 'gzip']

/** The body in every encoding, compressed once as tightly as each allows (off the event loop). */
async function encode(body: string): Promise<KeptBody> {
  const identity = Buffer.from(body)
  return { ...(await compressTightly(identity)), identity }
}

/** Bodies kept by their text, so the same document is found whichever request sent it. */
function createKeptBodies() {
  const kept = new LRUCache<string, KeptBody>({
    maxSize: keptBodiesBytes,
    sizeCalculation: ({ br, gzip, identity }, body) =>
      br.length + gzip.length + identity.length + body.length,
  })
  const encoding = new Set<string>()
  return {
    get: (body: string) => kept.get(body),
    /**
     * Encodes `body` in the background, once however many requests send it meanwhile, and only a
     * few bodies at a time (a crawler's walk through the site must not fill Node's thread pool,
     * which also reads files); a body left out is kept when it is sent again.
     */
    keep(body: string) {
      if (encoding.has(body) || encoding.size >= concurrentEncodings) return
      encoding.add(body)
      encode(body)
        .then((bodies) => kept.set(body, bodies))
        .catch((error: unknown) =>
          logger.warn({ msg: 'Could not keep a compressed page', err: error }),
        )
        .finally(() => encoding.delete(body))
    },
  }
}

const isKeptEncoding = (encoding: string | undefined): encoding is Encoding =>
  encoding === 'br' || encoding === 'gzip' || encoding === 'identity'

/**
 * Whether the response is a body Next served from its cache of rendered pages and routes, of a
 * type the `compression` middleware would compress.
 */
const isKeepable = (request: IncomingMessage, response: ServerResponse) =>
  response.statusCode === 200 &&
  response.hasHeader('x-nextjs-cache') &&
  !response.hasHeader('content-encoding') &&
  compression.filter(request, response)

/**
 * Compresses responses as the browser asks (br, gzip), with the `compression` middleware, and
 * what Next serves from its cache (a prerendered page, robots.txt, the feeds) once per content:
 * its bytes in each encoding are kept, compressed once at the highest level off the event loop,
 * and sent to the next visitors as they are. The first visitors get it compressed as it goes out.
 * Here, with `compress: false` in next.config.ts (Next's documented setting for a server that
 * compresses), because Next's own compression gzips every response again: on the largest page
 * that was most of the server's time under load (issue 29).
 */
export function compressResponses(): Middleware {
  const compress = compression()
  const keptBodies = createKeptBodies()
  return (request, response, next) => {
    compress(request, response, () => {
      if (request.method === 'GET') sendKeptBodies(request, response, keptBodies)
      next()
    })
  }
}

function sendKeptBodies(
  request: IncomingMessage,
  response: ServerResponse,
  keptBodies: ReturnType<typeof createKeptBodies>,
) {
  const { end } = response
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [body] = args
    if (typeof body !== 'string' || this.headersSent || !isKeepable(request, this)) {
      return Reflect.apply(end, this, args) as ServerResponse
    }
    const kept = keptBodies.get(body)
    if (!kept) keptBodies.keep(body)
    const encoding = new Negotiator(request).encoding(offered, preferred)
    if (!kept || !isKeptEncoding(encoding)) return Reflect.apply(end, this, args) as ServerResponse
    const bytes = kept[encoding]
    if (encoding !== 'identity') this.setHeader('Content-Encoding', encoding)
    this.setHeader('Content-Length', bytes.length)
    const callback = args.find((arg) => typeof arg === 'function')
    return Reflect.apply(end, this, callback ? [bytes, callback] : [bytes]) as ServerResponse
  } as ServerResponse['end']
}
