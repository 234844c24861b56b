import { describe, expect, it } from 'vitest'

import { unprintableCharacter } from './text'
import { printableData, renderTypstPdf, TypstCompileError } from './typst'
import { canTypesetCodePoint } from './typst-fonts'

const codePoint = (character: string) => character.codePointAt(0) ?? 0

describe('the Typst kit', () => {
  it('has Latin, Greek, Cyrillic, Chinese, Japanese, Korean and emoji in its fonts, not Devanagari', () => {
    for (const character of ['a', 'Ō', 'Ж', 'λ', '名', '张', 'か', '한', 'ㄱ', '🙂', '\uFFFD']) {
      expect(canTypesetCodePoint(codePoint(character))).toBe(true)
    }
    expect(canTypesetCodePoint(codePoint('क'))).toBe(false)
  })

  it('makes every printed string printable, leaving addresses, files and drawings as they are', () => {
    const devanagariHref = 'https://example.com/क'
    expect(
      printableData({
        title: 'क Zoë\u200b ❤\uFE0F',
        items: [{ text: 'a\u0000b' }, 3, null, true],
        link: { href: devanagariHref },
        file: 'image-1.jpg',
        svg: '<svg/>',
      }),
    ).toEqual({
      title: `${unprintableCharacter} Zoë ❤`,
      items: [{ text: 'ab' }, 3, null, true],
      link: { href: devanagariHref },
      file: 'image-1.jpg',
      svg: '<svg/>',
    })
  })

  it('says which template did not compile', () => {
    expect(() => renderTypstPdf({ template: 'documents/no-such-template.typ', data: {} })).toThrow(
      TypstCompileError,
    )
  })
})
