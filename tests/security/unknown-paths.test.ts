/** Item 5: unknown addresses are answered without a cache entry of their own on disk. */
import { existsSync, readdirSync } from 'node:fs'

import { expect, test } from 'vitest'

import { fetchFrom } from './support/client'

/** The files under Next's page cache whose name holds `text`. */
function cachedFilesNaming(text: string): string[] {
  const directory = '.next/server/route-cache'
  if (!existsSync(directory)) return []
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.includes(text),
  )
}

/** Where unknown addresses are tried: the CMS's catch-all and each of the blog's dynamic routes. */
const probedPrefixes = ['', '/blog/', '/blog/page/', '/blog/categories/', '/blog/tags/x/page/']

test('300 unknown addresses get the 404 page, and none is cached on disk', async () => {
  // Until the front door has first read the CMS's addresses, it judges no address unknown.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  const probe = `probe-${Date.now()}`
  for (let index = 0; index < 300; index += 1) {
    const prefix = probedPrefixes[index % probedPrefixes.length] || '/'
    const response = await fetchFrom('127.0.0.91', `${prefix}${probe}-${index}`)
    await response.arrayBuffer()
    expect(response.status, prefix).toBe(404)
  }
  expect(cachedFilesNaming(probe)).toEqual([])
})
