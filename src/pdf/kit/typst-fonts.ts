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

/**
 * Per family, the cuts that must all have a character for the family to print it in regular and
 * in bold text. DejaVu Sans's bold lacks 140 characters of its regular (mathematical sans-serif
 * letters and digits, which "fancy text" generators make, and four private-use ones): in a bold
 * heading Typst would draw them as boxes, which a reader gets as U+0000, and PDF/UA-1 refused.
 * The other families' bold cuts have exactly their regular's characters (tested); Noto Emoji has
 * one cut, used for bold text too.
 */
const coverageFamilies: ReadonlyArray<readonly string[]> = [
  [siteTypefaceFiles.regular],
  [fallbackTypefaceFiles.regular, fallbackTypefaceFiles.bold],
  [cjkTypefaceFiles.regular],
  [koreanTypefaceFiles.regular],
  [emojiTypefaceFiles.regular],
]

let coverage: Array<Array<{ hasGlyphForCodePoint(codePoint: number): boolean }>> | undefined

/**
 * Whether some family of the Typst kit's stack has `codePoint` in regular and bold. Reads the
 * files' character maps on the first call of a thread (about 19 MB, most of it Noto Sans SC and
 * KR).
 */
export function canTypesetCodePoint(codePoint: number): boolean {
  coverage ??= coverageFamilies.map((files) => files.map((file) => create(readFileSync(file))))
  return coverage.some((cuts) => cuts.every((font) => font.hasGlyphForCodePoint(codePoint)))
}
