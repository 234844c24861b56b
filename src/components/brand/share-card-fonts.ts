import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The name the share card's styles use for the site's own typeface. */
export const shareCardFontFamily = 'Atkinson Hyperlegible Next'

// next/og reads TrueType, OpenType and WOFF, not WOFF2: the page's own font files (the variable
// @fontsource-variable package, WOFF2 only) cannot serve, so the cards read the static WOFF cuts.
const fontDirectory = path.join(
  process.cwd(),
  'node_modules/@fontsource/atkinson-hyperlegible-next/files',
)

const cuts = [
  { weight: 400, subset: 'latin' },
  { weight: 400, subset: 'latin-ext' },
  { weight: 700, subset: 'latin' },
  { weight: 700, subset: 'latin-ext' },
] as const

async function readFonts() {
  return Promise.all(
    cuts.map(async ({ weight, subset }) => ({
      name: shareCardFontFamily,
      weight,
      style: 'normal' as const,
      data: await readFile(
        path.join(fontDirectory, `atkinson-hyperlegible-next-${subset}-${weight}-normal.woff`),
      ),
    })),
  )
}

let fonts: ReturnType<typeof readFonts> | undefined

/** The regular and bold cuts of the site's typeface for next/og, read from disk once. */
export function shareCardFonts() {
  fonts ??= readFonts()
  return fonts
}
