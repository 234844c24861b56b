import 'server-only'

/** Printed for a character no embedded font has (Devanagari, for one: ADR 024). */
export const unprintableCharacter = '\uFFFD'

/**
 * `text` (typed by a visitor or an editor) as a PDF can print it with fonts that have the
 * characters `canPrint` accepts: composed (NFC, so a letter typed with a combining accent uses
 * the font's accented letter), line breaks as `\n`, tabs as spaces, control and invisible format
 * characters (zero-width, direction overrides, soft hyphens, byte-order marks) and emoji
 * presentation selectors removed, and each character no font has, including a lone surrogate,
 * replaced by U+FFFD: never dropped, never left to a renderer that would print a box, another
 * character, or (Typst's PDF/UA-1 export) refuse the document.
 */
export function printableText(text: string, canPrint: (codePoint: number) => boolean): string {
  const cleaned = text
    .toWellFormed()
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replaceAll('\t', ' ')
    .replace(/[^\P{Cc}\n]|\p{Cf}|[\uFE0E\uFE0F]/gu, '')
  return Array.from(cleaned, (character) => {
    if (character === '\n' || canPrint(character.codePointAt(0) ?? 0)) return character
    return /\s/u.test(character) ? ' ' : unprintableCharacter
  }).join('')
}
