import qrcode from 'qrcode-generator'

/** The quiet zone every reader needs around a QR code, in modules (ISO/IEC 18004 asks for 4). */
const quietZoneModules = 4

/**
 * The dark modules of the QR code of `text` as one SVG path (a unit square per module, offset by
 * the quiet zone), and the code's width in modules with the quiet zone. Error correction M:
 * still readable with 15 % of a printed code smudged. No 'server-only': the admin's two-factor
 * set-up (in payload.config.ts's import graph, loaded by the Payload CLI) draws one too.
 */
export function qrCodePath(text: string): { d: string; sizeModules: number } {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  const count = code.getModuleCount()
  const squares: string[] = []
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column))
        squares.push(`M${column + quietZoneModules} ${row + quietZoneModules}h1v1h-1z`)
    }
  }
  return { d: squares.join(''), sizeModules: count + 2 * quietZoneModules }
}
