import { describe, expect, it } from 'vitest'

import { printableText, unprintableCharacter } from './text'
import { canTypesetCodePoint } from './typst-fonts'

const pdfText = (text: string) => printableText(text, canTypesetCodePoint)

describe('printableText with the Typst kit’s fonts', () => {
  it.each([
    'Zoë’s plan — 50 %',
    'Ørsted',
    'Łódź, Kraków: zażółć gęślą jaźń',
    'Příliš žluťoučký kůň úpěl ďábelské ódy',
    '−5% and €1,000…',
    'Ōtani, Ŋgaba',
    'Αθήνα, Київ',
    '张伟, 王芳, 山田太郎, かな 🙂',
    '김민준, 상속 계획',
    'Plain ASCII: [1] {2} (3) <4> & "5" \\ / %',
  ])('keeps %j as typed', (text) => expect(pdfText(text)).toBe(text))

  it('composes letters typed with combining accents', () => {
    expect(pdfText('Zoe\u0308 Bjo\u0308rk')).toBe('Zoë Björk')
  })

  it('keeps line breaks as \\n and turns tabs into spaces', () => {
    expect(pdfText('one\r\ntwo\rthree\u2028four\tfive')).toBe('one\ntwo\nthree\nfour five')
  })

  it('removes control and invisible format characters', () => {
    expect(pdfText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef')
    expect(pdfText('\ufeffzero\u200bwidth\u200d soft\u00adhyphen')).toBe('zerowidth softhyphen')
    expect(pdfText('\u202eevil\u202c \u2066isolate\u2069')).toBe('evil isolate')
  })

  it('replaces each character no embedded font has with U+FFFD, once per character', () => {
    expect(pdfText('कख plan')).toBe(`${unprintableCharacter}${unprintableCharacter} plan`)
  })

  it('drops emoji presentation selectors, which no font draws', () => {
    expect(pdfText('❤\uFE0F and ☺\uFE0E')).toBe('❤ and ☺')
  })

  it('replaces a lone surrogate with U+FFFD', () => {
    expect(pdfText('a\ud83db')).toBe(`a${unprintableCharacter}b`)
  })

  it('leaves an empty string empty', () => expect(pdfText('')).toBe(''))
})
