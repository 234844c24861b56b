import { describe, expect, test } from 'vitest'

import { sitemapLastModified, sitemapXml } from './sitemap-xml'

const entries = [
  { url: 'https://firm.example/', lastModified: '2026-11-20T10:00:00.000Z' },
  { url: 'https://firm.example/search?q=a&b', lastModified: new Date('2026-11-21T08:30:00Z') },
  { url: 'https://firm.example/tools/RothConversionModel' },
]

describe('sitemapXml', () => {
  test('lists each address, escaped, with its date when it has one', () => {
    expect(sitemapXml(entries)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url>\n<loc>https://firm.example/</loc>\n<lastmod>2026-11-20T10:00:00.000Z</lastmod>\n</url>',
        '<url>\n<loc>https://firm.example/search?q=a&amp;b</loc>\n<lastmod>2026-11-21T08:30:00.000Z</lastmod>\n</url>',
        '<url>\n<loc>https://firm.example/tools/RothConversionModel</loc>\n</url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })
})

describe('sitemapLastModified', () => {
  test('is the latest date of the entries', () => {
    expect(sitemapLastModified(entries)).toEqual(new Date('2026-11-21T08:30:00Z'))
  })
  test('is null when no entry is dated', () => {
    expect(sitemapLastModified([{ url: 'https://firm.example/' }])).toBeNull()
  })
})
