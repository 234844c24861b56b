/** Bytes of an ICO file's header (reserved, type, image count) and of one directory entry. */
const headerBytes = 6
const entryBytes = 16

/**
 * A square PNG of `sizePx` pixels as an ICO file (`/favicon.ico`) holding that one image: the
 * ICO header and directory entry, then the PNG as it is, which every browser since Windows
 * Vista's icon format reads. The width and height bytes are 0 for 256 pixels, as the format has it.
 */
export function icoOfPng(png: Uint8Array, sizePx: number): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(sizePx) || sizePx < 1 || sizePx > 256) {
    throw new RangeError(`An icon is 1 to 256 pixels wide, not ${sizePx}`)
  }
  const ico = new Uint8Array(headerBytes + entryBytes + png.length)
  const view = new DataView(ico.buffer)
  view.setUint16(2, 1, true) // type: icon
  view.setUint16(4, 1, true) // one image
  ico[6] = sizePx % 256 // width
  ico[7] = sizePx % 256 // height
  view.setUint16(10, 1, true) // colour planes
  view.setUint16(12, 32, true) // bits per pixel
  view.setUint32(14, png.length, true) // the image's bytes
  view.setUint32(18, headerBytes + entryBytes, true) // where they start
  ico.set(png, headerBytes + entryBytes)
  return ico
}
