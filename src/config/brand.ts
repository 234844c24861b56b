/**
 * The firm's colours where CSS cannot reach: the browser's theme colour, the icons, the web
 * manifest and the share cards. They are the brand colours of src/app/(site)/globals.css
 * (`--color-brand-*`); brand.test.ts keeps the two in step.
 */
export const brandColors = {
  /** `--color-brand-900`: the firm's navy. */
  navy: '#0a2a52',
  /** `--color-brand-950`: headings, and the deepest shade on a share card. */
  navyDeep: '#061a33',
  /** `--color-brand-100`: a pale blue for quiet text on navy. */
  mist: '#e3ecf8',
  white: '#ffffff',
} as const

/**
 * The monogram as a 180-pixel square PNG (src/app/apple-icon.tsx): the firm's logo where the
 * settings upload none (search engines ask a logo of at least 112 pixels).
 */
export const monogramLogoPath = '/apple-icon'

/**
 * The name in the admin's browser tab ("Posts · Juniper Hill Law admin"). Payload reads its tab
 * title once, at start, so it cannot follow Site settings as the admin's logo does; like the
 * monogram's letters, it changes with the brand, in code.
 */
export const adminBrandName = 'Juniper Hill Law admin'
