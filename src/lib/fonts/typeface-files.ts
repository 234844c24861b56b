import 'server-only'

import { createRequire } from 'node:module'
import path from 'node:path'

// The font files are read from node_modules when first needed, not bundled, resolved as Node
// would from the app's root, the directory Next and Vitest run in. Resolving from
// `import.meta.url` instead would have Turbopack bundle each .ttf as a module (and fail).
const resolveFromApp = createRequire(path.join(process.cwd(), 'package.json')).resolve

/**
 * TrueType files of the site's typeface, Atkinson Hyperlegible Next, for what renders text on the
 * server (PDFs, share cards): the page's own package of it ships WOFF2 only, which neither
 * Typst nor next/og reads; Expo's package of the same Google Fonts release ships TTF.
 */
export const siteTypefaceFiles = {
  family: 'Atkinson Hyperlegible Next',
  regular: resolveFromApp(
    '@expo-google-fonts/atkinson-hyperlegible-next/400Regular/AtkinsonHyperlegibleNext_400Regular.ttf',
  ),
  bold: resolveFromApp(
    '@expo-google-fonts/atkinson-hyperlegible-next/700Bold/AtkinsonHyperlegibleNext_700Bold.ttf',
  ),
} as const

/**
 * TrueType files of DejaVu Sans, which fills in what the site's typeface lacks wherever text is
 * drawn on the server: the rest of Latin (Vietnamese, Ō, Ŋ), Greek, Cyrillic, arrows, check marks
 * and thousands more.
 */
export const fallbackTypefaceFiles = {
  family: 'DejaVu Sans',
  regular: resolveFromApp('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolveFromApp('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const

/**
 * TrueType files of Noto Sans SC (Google Fonts' build, published by Expo like the site's
 * typeface), in the PDFs' stack after DejaVu Sans: Chinese (simplified and the common traditional
 * characters), Japanese kana and kanji. Not Korean Hangul. About 10.5 MB a weight, of which a PDF
 * embeds only the glyphs it uses.
 */
export const cjkTypefaceFiles = {
  family: 'Noto Sans SC',
  regular: resolveFromApp('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: resolveFromApp('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
} as const

/**
 * TrueType files of Noto Sans KR (the same build and publisher as Noto Sans SC), the last text
 * face of the PDFs' stack: Korean Hangul, which no face before it has (its Hanja and kana come
 * from Noto Sans SC, before it). About 6.2 MB a weight, of which a PDF embeds only the glyphs it
 * uses.
 */
export const koreanTypefaceFiles = {
  family: 'Noto Sans KR',
  regular: resolveFromApp('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  bold: resolveFromApp('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
} as const

/**
 * The TrueType file of Noto Emoji, the black-and-white outline emoji of Google Fonts, after every
 * text face in the PDFs' stack: emoji print, in the text's colour. Regular only (bold text's
 * emoji use it too).
 */
export const emojiTypefaceFiles = {
  family: 'Noto Emoji',
  regular: resolveFromApp('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
} as const
