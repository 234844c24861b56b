import 'server-only'

import { readFile } from 'node:fs/promises'

import { create } from 'fontkit'

import { drawableText } from '@/domain/seo/drawable-text'
import { fallbackTypefaceFiles, siteTypefaceFiles } from '@/lib/fonts/typeface-files'

/** The name the share card's styles use for the site's own typeface. */
export const shareCardFontFamily = siteTypefaceFiles.family

/**
 * The faces a card draws with: the site's typeface, then DejaVu Sans for the rest of Latin,
 * Greek, Cyrillic and common symbols, as in the PDFs. next/og asks Google Fonts and jsDelivr for
 * any character none of them has (sending the title along); `shareCardText` leaves such
 * characters out first, so a card is drawn from these files alone.
 */
const faces = [siteTypefaceFiles, fallbackTypefaceFiles] as const
const weights = [400, 700] as const

async function readFonts() {
  const fonts = await Promise.all(
    faces.flatMap((face) =>
      weights.map(async (weight) => ({
        name: face.family,
        weight,
        style: 'normal' as const,
        data: await readFile(weight === 400 ? face.regular : face.bold),
      })),
    ),
  )
  const glyphs = fonts.map(({ weight, data }) => ({ weight, font: create(data) }))
  // A character is drawable when each weight the card uses has it in one of its faces.
  const canDraw = (codePoint: number) =>
    weights.every((weight) =>
      glyphs.some((glyph) => glyph.weight === weight && glyph.font.hasGlyphForCodePoint(codePoint)),
    )
  return { fonts, canDraw }
}

let loaded: ReturnType<typeof readFonts> | undefined

/** The regular and bold cuts of the card's faces for next/og, read from disk once. */
export async function shareCardFonts() {
  loaded ??= readFonts()
  return (await loaded).fonts
}

/** `text` with what the card's fonts cannot draw (an emoji, a script they lack) left out. */
export async function shareCardText(text: string) {
  loaded ??= readFonts()
  return drawableText(text, (await loaded).canDraw)
}
