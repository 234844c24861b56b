import 'server-only'

import { createRequire } from 'node:module'
import path from 'node:path'

// @react-pdf/renderer is an external package of the server build (see render.ts): every module
// shares its one font registry.
import { Font } from '@react-pdf/renderer'

import { siteTypefaceFiles } from '@/lib/fonts/typeface-files'

const resolveFromApp = createRequire(path.join(process.cwd(), 'package.json')).resolve

/**
 * The faces, first choice first. Atkinson Hyperlegible Next is the site's own typeface. It covers
 * English and most European letters, typographic quotes and dashes, the euro and the minus sign
 * (U+2212). DejaVu Sans fills in what it lacks: the rest of Latin (Ō, Ŋ), Greek, Cyrillic and
 * thousands more. PDF's standard fonts, such as Helvetica, know only the WinAnsi characters. Only
 * the glyphs a document uses are embedded.
 */
const faces = [
  siteTypefaceFiles,
  {
    family: 'DejaVu Sans',
    regular: resolveFromApp('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: resolveFromApp('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  },
] as const

const weights = [400, 700] as const

for (const { family, regular, bold } of faces) {
  // Each server bundle that uses the kit evaluates this module; register each family once.
  if (Font.getRegisteredFontFamilies().includes(family)) continue
  Font.register({
    family,
    fonts: [
      { src: regular, fontWeight: 400 },
      { src: bold, fontWeight: 700 },
    ],
  })
}

// Break lines between words only: hyphenated headings and names ("Perfor-mance") read badly.
Font.registerHyphenationCallback((word) => [word])

/**
 * The font stack of every PDF's text (a style's `fontFamily`): each character is set in the
 * first family that has it. Regular and bold (`fontWeight: 'bold'`) faces are registered.
 */
export const pdfFontFamily = faces.map((face) => face.family)

/** Reads the font files, once per process (later calls return at once); renders await it. */
export async function loadPdfFonts(): Promise<void> {
  await Promise.all(
    pdfFontFamily.flatMap((fontFamily) =>
      weights.map((fontWeight) => Font.load({ fontFamily, fontWeight })),
    ),
  )
}

/**
 * Whether the font stack can draw `codePoint` in both weights. Throws unless `loadPdfFonts`
 * has finished: the answer comes from the font files.
 */
export function canPrintCodePoint(codePoint: number): boolean {
  return weights.every((fontWeight) =>
    pdfFontFamily.some((fontFamily) => {
      const font = Font.getFont({ fontFamily, fontWeight }).data
      if (!font) throw new Error('The PDF fonts are not loaded yet: await loadPdfFonts() first.')
      return font.hasGlyphForCodePoint(codePoint)
    }),
  )
}
