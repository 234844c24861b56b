import { createReadStream } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import Negotiator from 'negotiator'

import { precompressedEncodings, precompressedTypeOf } from '@/domain/http/precompressed-files'
import { pathOf } from '@/domain/http/request-screen'
import { logger } from '@/lib/logger'
import type { Middleware } from '@/server/door/chain'

const staticPrefix = '/_next/static/'
/** What Next sends its build's files with: their names change with their content. */
const immutable = 'public, max-age=31536000, immutable'

/**
 * Sends a build's script or style as the copy compressed when the site was built
 * (scripts/finish-build.ts), br or gzip as the browser accepts; Next would compress it again for
 * every visitor. Files without a copy, and browsers that take neither, go on to Next.
 */
export function precompressedStatic({
  staticDir,
  staticFiles,
}: {
  staticDir: string
  /**
   * The build's files under `staticDir` ("chunks/abc.js", "chunks/abc.js.br") with their sizes,
   * read at start.
   */
  staticFiles: ReadonlyMap<string, number>
}): Middleware {
  return async (request, response, next) => {
    const urlPath = pathOf(request.url ?? '')
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    const file = urlPath.slice(staticPrefix.length)
    const type = precompressedTypeOf(file)
    if (!isRead || !urlPath.startsWith(staticPrefix) || type === null) return next()
    const copies = precompressedEncodings.flatMap((each) => {
      const size = staticFiles.get(file + each.suffix)
      return size === undefined ? [] : [{ ...each, size }]
    })
    const accepted = new Negotiator(request).encoding(
      [...copies.map(({ encoding }) => encoding), 'identity'],
      copies.map(({ encoding }) => encoding),
    )
    const copy = copies.find(({ encoding }) => encoding === accepted)
    if (!copy) return next()
    const copyPath = path.join(staticDir, file + copy.suffix)
    response.setHeader('Content-Type', type)
    response.setHeader('Content-Encoding', copy.encoding)
    response.setHeader('Content-Length', copy.size)
    response.setHeader('Cache-Control', immutable)
    response.setHeader('Vary', 'Accept-Encoding')
    if (request.method === 'HEAD') return void response.end()
    await pipeline(createReadStream(copyPath), response).catch((error: unknown) => {
      // A visitor who leaves mid-download is no fault.
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return
      logger.warn({ msg: 'Could not send a compressed build file', file: copyPath, err: error })
      response.destroy()
    })
  }
}
