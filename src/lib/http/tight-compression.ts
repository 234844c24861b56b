import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * `text` in br and gzip, each at its highest level, off the event loop (zlib's threads): for what
 * is compressed once and sent many times, the pages Next serves from its cache
 * (compress-responses.ts) and the build's scripts and styles (scripts/finish-build.ts).
 */
export async function compressTightly(text: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzipped(text, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}
