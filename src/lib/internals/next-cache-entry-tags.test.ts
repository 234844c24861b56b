import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'

import { getRequestMeta } from 'next/dist/server/request-meta'
import { expect, test } from 'vitest'

import { onPageCacheTags } from './next-cache-entry-tags'

// Fails when Next stops calling the hook or reshapes the entry it passes: the front door's
// cache-lifetimes link then sends no tags, and a purging cache keeps pages only seconds (the
// edge test, `npm run test:edge`, fails on its first purge).

test('the tags of a page’s cache entry reach the callback, without Next’s implicit path tags', () => {
  const request = {} as IncomingMessage
  const seen: string[][] = []
  onPageCacheTags(request, (tags) => seen.push(tags))
  const hook = getRequestMeta(request, 'onCacheEntry')
  const handled = hook?.(
    {
      value: {
        kind: 'APP_PAGE',
        headers: { 'x-next-cache-tags': '_N_T_/layout,page:/about,_N_T_/about,collection:pages' },
      },
      cacheControl: { revalidate: false, expire: undefined },
    } as never,
    { url: '/about' },
  )
  expect(handled).toBe(false)
  expect(seen).toEqual([['page:/about', 'collection:pages']])
})

test('Next’s page handler still calls the hook for every page it serves from its cache', () => {
  const runtime = readFileSync(
    createRequire(import.meta.url).resolve('next/dist/build/templates/app-page-runtime.js'),
    'utf8',
  )
  expect(runtime).toContain("getRequestMeta)(req, 'onCacheEntry')")
  expect(runtime).toMatch(/invokeOnCacheEntry\(cacheEntry\)/)
})
