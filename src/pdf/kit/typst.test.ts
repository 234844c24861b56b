import { readFileSync } from 'node:fs'

import { create } from 'fontkit'
import { describe, expect, it, onTestFinished, vi } from 'vitest'

import {
  cjkTypefaceFiles,
  koreanTypefaceFiles,
  siteTypefaceFiles,
} from '@/lib/fonts/typeface-files'
import { logger } from '@/lib/logger'

import { elementsOf, readPdfStructure } from '../../../tests/support/pdf-structure'
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

  it('prints only what regular and bold text can both draw', () => {
    // In DejaVu Sans, not in its bold cut: a bold heading would draw a box (PDF/UA-1 refuses it).
    expect(canTypesetCodePoint(codePoint('𝖥'))).toBe(false)
    const characters = (file: string) => create(readFileSync(file)).characterSet.join()
    for (const family of [siteTypefaceFiles, cjkTypefaceFiles, koreanTypefaceFiles]) {
      expect(characters(family.bold), family.family).toBe(characters(family.regular))
    }
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
  it('prints the document tagged, without the claim, and logs the rule', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => warn.mockRestore())
    const template = 'kit/test-templates/skipped-heading-level.typ'

    const structure = await readPdfStructure(renderTypstPdf({ template, data: {} }))

    expect(structure.isTagged).toBe(true)
    expect(structure.conformsToPdfUa1).toBe(false)
    expect(structure.title).toBe('A skipped heading level')
    expect(elementsOf(structure.pages, /^H\d$/).map((heading) => heading.role)).toEqual([
      'H1',
      'H3',
    ])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith({
      msg: 'PDF/UA-1 refused; printed tagged without the claim',
      template,
      rules: ['PDF/UA-1 error: skipped from heading level 1 to 3'],
    })
  })
})
