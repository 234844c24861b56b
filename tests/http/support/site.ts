/**
 * Requests to the HTTP project's server (tests/http/support/http-server.ts) as a visitor's
 * browser would send them, and readers of what it answers.
 */
import { expect } from 'vitest'

import { visitorUserAgent } from '../../../scripts/support/chromium'
import { e2eEnv } from '../../support/e2e-env'

/** The site's own address, which the build names in its links: the server answers there. */
export const siteUrl = e2eEnv.NEXT_PUBLIC_SITE_URL

/** GETs `path` (or an absolute URL on the site) as a visitor's browser, unless `headers` say otherwise. */
export function get(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, siteUrl), { headers: { 'User-Agent': visitorUserAgent, ...headers } })
}

/** The HTML the server sends for `path`. */
export async function htmlOf(path: string) {
  return (await get(path)).text()
}

/** Fetches `url` and checks that it answers 200 with a PNG of `width` × `height` pixels. */
export async function expectPng(url: string, width: number, height: number) {
  const response = await get(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const body = Buffer.from(await response.arrayBuffer())
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  // The IHDR chunk, first after the 8-byte signature, starts with the width and the height.
  expect({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) }).toEqual({ width, height })
}

/** The content of the first `<meta>` whose `attribute` is `name` in a server-rendered page. */
export function metaContent(html: string, attribute: 'property' | 'name', name: string) {
  return new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]
}

/** The `href` of the first `<link rel="…">` in a server-rendered page. */
export function linkHref(html: string, rel: string) {
  const tag = new RegExp(`<link[^>]*rel="${rel}"[^>]*>`).exec(html)?.[0] ?? ''
  return /href="([^"]*)"/.exec(tag)?.[1]
}

export type JsonLdNode = Record<string, unknown>

/** The JSON-LD nodes in the HTML the server sends for `path` (no script run), arrays flattened. */
export async function jsonLdOf(path: string): Promise<JsonLdNode[]> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const scripts = html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)
  return [...scripts].flatMap(([, json]) => [JSON.parse(json ?? 'null')].flat() as JsonLdNode[])
}

export const ofType = (nodes: JsonLdNode[], type: string) =>
  nodes.filter((node) => node['@type'] === type)

/** The `<lastmod>` the sitemap gives `path`. */
export async function lastModOf(path: string) {
  const sitemap = await htmlOf('/sitemap.xml')
  const entry = new RegExp(`<loc>${siteUrl}${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`)
  return entry.exec(sitemap)?.[1]
}
