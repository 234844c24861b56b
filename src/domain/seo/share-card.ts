/**
 * The share card: the 1200×630 image that link previews (Open Graph, X/Twitter) show for a page,
 * with the firm's name, the page's title and the site's address.
 */
export const shareCardSize = { width: 1200, height: 630 } as const

/** What a share card says about the firm, besides its monogram. */
export type ShareCardFirm = {
  name: string
  siteUrl: string
  /** A line about the firm at the foot of the card (the slogan), if there is one. */
  tagline: string | null
}

/**
 * The first segment of every CMS page's share card address; the route that draws the cards
 * lives in the folder of this name (src/app/(site)/og).
 */
const shareCardPrefix = '/og'

/** Where the share card of the CMS page at `pagePath` is served: "/og" for "/", "/og/about" for "/about". */
export function shareCardPath(pagePath: string): string {
  return pagePath === '/' ? shareCardPrefix : `${shareCardPrefix}${pagePath}`
}

/**
 * The Open Graph image entry for the share card of the CMS page at `pagePath`, titled `title`
 * (a path; the page's metadataBase makes it absolute).
 */
export function shareCardOpenGraphImage(pagePath: string, title: string) {
  return { url: shareCardPath(pagePath), ...shareCardSize, type: 'image/png', alt: title }
}

/** The separator between a firm's name and a topic: "Firm | Topic", "Topic – Firm", "Firm: Topic". */
const leadingSeparator = /^\s*[|:–—·-]\s*/
const trailingSeparator = /\s*[|:–—·-]\s*$/

function withoutLeadingName(title: string, name: string): string {
  if (!title.toLowerCase().startsWith(name.toLowerCase())) return title
  const rest = title.slice(name.length)
  const separator = leadingSeparator.exec(rest)
  return separator ? rest.slice(separator[0].length) : title
}

function withoutTrailingName(title: string, name: string): string {
  if (!title.toLowerCase().endsWith(name.toLowerCase())) return title
  const rest = title.slice(0, title.length - name.length)
  const separator = trailingSeparator.exec(rest)
  return separator ? rest.slice(0, separator.index) : title
}

/**
 * The title a share card shows for `title`: without the firm's name when the title begins or
 * ends with it ("Juniper Hill Law | Colorado Estate Planning" → "Colorado Estate Planning"),
 * since the card names the firm above it already; a title that is only the name stays.
 */
export function shareCardTitle(title: string, siteName: string): string {
  const name = siteName.trim()
  const trimmed = title.trim()
  return withoutTrailingName(withoutLeadingName(trimmed, name), name) || trimmed
}

/**
 * The font size in pixels of a card's title: large for a short title, smaller as it grows, so
 * that the longest the CMS allows (70 characters) still fits in three lines.
 */
export function shareCardTitleSizePx(title: string): number {
  if (title.length <= 28) return 88
  if (title.length <= 48) return 72
  return 60
}

/** The site's address as a card prints it: its host without "www.", e.g. "juniperhill.example". */
export function shareCardHost(siteUrl: string): string {
  return new URL(siteUrl).host.replace(/^www\./, '')
}
