import { xmlText } from '../blog/rss'

/** One address of the sitemap: absolute, with when its content last changed if known. */
export type SitemapEntry = { url: string; lastModified?: string | Date | null }

const isoDate = (value: string | Date) => new Date(value).toISOString()

/**
 * The sitemap of `entries` (sitemaps.org 0.9): each `<url>` with its `<loc>` and, when known,
 * `<lastmod>` in W3C date-time form, as Next's `sitemap.ts` convention writes it.
 */
export function sitemapXml(entries: ReadonlyArray<SitemapEntry>): string {
  const urls = entries.map(({ url, lastModified }) => {
    const lastmod = lastModified ? `\n<lastmod>${isoDate(lastModified)}</lastmod>` : ''
    return `<url>\n<loc>${xmlText(url)}</loc>${lastmod}\n</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The latest of the entries' dates: when the sitemap last changed; null when none is dated. */
export function sitemapLastModified(entries: ReadonlyArray<SitemapEntry>): Date | null {
  const times = entries.flatMap(({ lastModified }) =>
    lastModified ? [new Date(lastModified).getTime()] : [],
  )
  return times.length > 0 ? new Date(Math.max(...times)) : null
}
