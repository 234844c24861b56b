import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { logger } from '@/lib/logger'
import { postPdfData } from '@/pdf/documents/post.pdf-data'

import { readPdfStructure } from '../../../tests/support/pdf-structure'
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

describe('the Typst kit, when Typst refuses PDF/UA-1', () => {
  it('prints the document tagged, without the claim, and logs the rule but not the text', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => warn.mockRestore())
    // Mathematical sans-serif letters, as "fancy text" generators make them: DejaVu Sans has
    // them, its bold cut (and every other bold cut of the stack) does not, so the post's title,
    // a bold heading, has a glyph no font can draw, which PDF/UA-1 forbids.
    const title = '𝖥𝖺𝗇𝖼𝗒 letters in a title'
    const { template, data, files } = postPdfData({
      title,
      excerpt: 'An excerpt.',
      path: '/blog/fancy',
      authorName: 'Avery Juniper',
      publishedAt: null,
      revisedAt: null,
      categoryName: null,
      tagNames: [],
      heroImage: null,
      content: { type: 'root', children: [] },
      imagesByMediaId: new Map(),
      firmName: 'Juniper Hill Law',
      siteUrl: 'https://juniperhill.example/',
    })
    expect(canTypesetCodePoint(codePoint(title))).toBe(true)

    const structure = await readPdfStructure(renderTypstPdf({ template, data, files }))

    expect(structure.isTagged).toBe(true)
    expect(structure.conformsToPdfUa1).toBe(false)
    expect(structure.title).toBe(title)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith({
      msg: 'PDF/UA-1 refused; printed tagged without the claim',
      template: 'documents/post.typ',
      rules: ['PDF/UA-1 error: the text … could not be displayed with font …'],
    })
    expect(JSON.stringify(warn.mock.calls)).not.toContain('𝖥')
  })
})
