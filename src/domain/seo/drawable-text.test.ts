import { describe, expect, test } from 'vitest'

import { drawableText } from './drawable-text'

/** A font with Latin, Latin Extended (Vietnamese), Greek, Cyrillic and arrows, checks and hearts. */
const canDraw = (codePoint: number) =>
  codePoint < 0x0530 ||
  (codePoint >= 0x1e00 && codePoint < 0x1f00) ||
  [0x2192, 0x2713, 0x2764].includes(codePoint)

describe('drawableText', () => {
  test.each([
    ['Cyrillic', 'Наследство и завещание'],
    ['Greek', 'Κληρονομικό δίκαιο'],
    ['Vietnamese', 'Tiếng Việt: di chúc'],
    ['symbols', 'Done ✓ → next'],
  ])('keeps %s the fonts have', (_, title) => expect(drawableText(title, canDraw)).toBe(title))

  test('composes letters typed with separate marks', () => {
    expect(drawableText('Vie\u0323\u0302t', canDraw)).toBe('Việt')
  })

  test('leaves out emoji the fonts lack, with their modifiers and joiners, closing the gap', () => {
    expect(drawableText('Family 👨‍👩‍👧 plans 👍🏽 for 2026 🎉', canDraw)).toBe('Family plans for 2026')
  })

  test('draws a character asked in emoji style plainly when the font has it', () => {
    expect(drawableText('We ❤️ Colorado', canDraw)).toBe('We ❤ Colorado')
  })

  test('a title of emoji only is empty', () => {
    expect(drawableText('🎉🎉', canDraw)).toBe('')
  })
})
