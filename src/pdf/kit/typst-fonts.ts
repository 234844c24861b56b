import 'server-only'

import { readFileSync } from 'node:fs'

import { create } from 'fontkit'

import {
  cjkTypefaceFiles,
  emojiTypefaceFiles,
  fallbackTypefaceFiles,
  koreanTypefaceFiles,
  siteTypefaceFiles,
} from '@/lib/fonts/typeface-files'

/**
 * The font files the Typst kit loads, and nothing else (ADR 024): the site's typeface, DejaVu
 * Sans for the rest of Latin, Greek and Cyrillic, Noto Sans SC for Chinese and Japanese, Noto
 * Sans KR for Korean, Noto Emoji. `page.typ` sets the same families, in this order, with Typst's own fallback off.
 */
export const typstFontFiles = [
  siteTypefaceFiles.regular,
  siteTypefaceFiles.bold,
  fallbackTypefaceFiles.regular,
  fallbackTypefaceFiles.bold,
  cjkTypefaceFiles.regular,
  cjkTypefaceFiles.bold,
  koreanTypefaceFiles.regular,
  koreanTypefaceFiles.bold,
  emojiTypefaceFiles.regular,
]

/** The regular cut of each family: the bold cuts have the same characters. */
const coverageFiles = [
  siteTypefaceFiles.regular,
  fallbackTypefaceFiles.regular,
  cjkTypefaceFiles.regular,
  koreanTypefaceFiles.regular,
  emojiTypefaceFiles.regular,
]

let coverage: Array<{ hasGlyphForCodePoint(codePoint: number): boolean }> | undefined

/**
 * Whether some face of the Typst kit's stack has `codePoint`. Reads the files' character maps
 * on the first call of a thread (about 19 MB, most of it Noto Sans SC and KR).
 */
export function canTypesetCodePoint(codePoint: number): boolean {
  coverage ??= coverageFiles.map((file) => create(readFileSync(file)))
  return coverage.some((font) => font.hasGlyphForCodePoint(codePoint))
}
