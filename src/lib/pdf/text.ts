import 'server-only'

import { canPrintCodePoint } from './fonts'

/** Printed for a character no embedded font has (a CJK character or an emoji, for now). */
export const unprintableCharacter = '\uFFFD'

/**
 * `text` (typed by a visitor or an editor) as a PDF can print it: composed (NFC, so a letter
 * typed with a combining accent uses the font's accented letter), line breaks as `\n`, tabs as
 * spaces, control and invisible format characters (zero-width, direction overrides, soft
 * hyphens, byte-order marks) removed, and each character no embedded font has, including a lone
 * surrogate, replaced by U+FFFD instead of the garbage the standard-font fallback would print.
 * Call it while a document renders (the kit's render functions load the fonts first).
 */
export function pdfText(text: string): string {
  const cleaned = text
    .toWellFormed()
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replaceAll('\t', ' ')
    .replace(/[^\P{Cc}\n]|\p{Cf}/gu, '')
  return Array.from(cleaned, (character) => {
    if (character === '\n' || canPrintCodePoint(character.codePointAt(0) ?? 0)) return character
    return /\s/u.test(character) ? ' ' : unprintableCharacter
  }).join('')
}
