import 'server-only'

import { readFile } from 'node:fs/promises'

import { siteTypefaceFiles } from '@/lib/fonts/typeface-files'

/** The name the share card's styles use for the site's own typeface. */
export const shareCardFontFamily = siteTypefaceFiles.family

async function readFonts() {
  return Promise.all(
    (
      [
        [400, siteTypefaceFiles.regular],
        [700, siteTypefaceFiles.bold],
      ] as const
    ).map(async ([weight, file]) => ({
      name: shareCardFontFamily,
      weight,
      style: 'normal' as const,
      data: await readFile(file),
    })),
  )
}

let fonts: ReturnType<typeof readFonts> | undefined

/** The regular and bold cuts of the site's typeface for next/og, read from disk once. */
export function shareCardFonts() {
  fonts ??= readFonts()
  return fonts
}
