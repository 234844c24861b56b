/**
 * The share card check: `/og<path>` answers 200 with a PNG of 1200 × 630 pixels (its header read),
 * for a post and for a page alike.
 */
import { unexpectedAnswer, type DocumentCheck } from './checked-document'

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The width and height in a PNG's header (IHDR), or null when `bytes` is no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(pngSignature)) return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

export const checkShareCard: DocumentCheck = async (origin, document) => {
  const address = `/og${document.path}`
  const response = await fetch(`${origin}${address}`)
  if (response.status !== 200 || response.headers.get('content-type') !== 'image/png') {
    return [await unexpectedAnswer(`GET ${address}`, response)]
  }
  const size = pngSize(Buffer.from(await response.arrayBuffer()))
  if (!size) return [`${address} is not a PNG`]
  return size.width === 1200 && size.height === 630
    ? []
    : [`${address} is ${size.width} × ${size.height}`]
}
