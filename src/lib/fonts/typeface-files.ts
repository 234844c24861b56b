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
 * react-pdf nor next/og reads; Expo's package of the same Google Fonts release ships TTF.
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
