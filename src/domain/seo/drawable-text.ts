const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** Presentation selectors (text or emoji style): a font without them draws the character plain. */
const presentationSelectors = /[\uFE0E\uFE0F]/gu

/**
 * `text` as a renderer with fixed fonts can draw it: composed (NFC, so "ệ" is one glyph), each
 * grapheme (a letter with its marks, an emoji with its modifiers and joiners) kept only when
 * `canDraw` accepts every code point of it, so an emoji no font has is left out rather than drawn
 * as a box or fetched from elsewhere; the spaces it leaves are closed up.
 */
export function drawableText(text: string, canDraw: (codePoint: number) => boolean): string {
  const kept = Array.from(segmenter.segment(text.normalize('NFC')), ({ segment }) => {
    const plain = segment.replace(presentationSelectors, '')
    const isDrawable =
      /^\s+$/u.test(plain) || Array.from(plain).every((char) => canDraw(char.codePointAt(0)!))
    return isDrawable ? plain : ''
  })
  return kept
    .join('')
    .replace(/\s{2,}/gu, ' ')
    .trim()
}
