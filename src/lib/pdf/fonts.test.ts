import { expect, it } from 'vitest'

import { canPrintCodePoint, loadPdfFonts } from './fonts'

const codePoint = (character: string) => character.codePointAt(0) ?? 0

it('answers which characters the fonts have only once they are loaded', async () => {
  expect(() => canPrintCodePoint(codePoint('a'))).toThrow('await loadPdfFonts()')
  await loadPdfFonts()
  for (const character of ['a', 'ë', 'Ø', 'ł', 'ř', '\u2212', '€', 'Ō', 'Ж', 'λ', '\uFFFD']) {
    expect(canPrintCodePoint(codePoint(character))).toBe(true)
  }
  for (const character of ['名', '🙂']) expect(canPrintCodePoint(codePoint(character))).toBe(false)
})
