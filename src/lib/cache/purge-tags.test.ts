import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, test } from 'vitest'

import { purgeCacheTags, purgeOtherBuilds, type PurgeTarget } from './purge-tags'

type Received = { method: string; headers: Record<string, string | string[] | undefined> }

let server: Server | undefined
afterEach(() => server?.close())

/** A stand-in for Varnish that fails its first `failures` requests with a 503. */
async function cache(failures = 0) {
  const received: Received[] = []
  server = createServer((request, response) => {
    received.push({ method: request.method ?? '', headers: request.headers })
    response.statusCode = received.length <= failures ? 503 : 200
    response.end()
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, received }
}

const timing = { retryDelaysMs: [5, 5], settleMs: 5 }

test('a publish purges its tags with one PURGE, and once more after the settling time', async () => {
  const { url, received } = await cache()
  await purgeCacheTags(['page:/about', 'collection:pages'], { urls: [url], ...timing })
  expect(received).toHaveLength(2)
  for (const purge of received) {
    expect(purge.method).toBe('PURGE')
    expect(purge.headers['xkey-purge']).toBe('page:/about collection:pages')
  }
})

test('a cache that fails is asked again until it answers', async () => {
  const { url, received } = await cache(2)
  await purgeCacheTags(['page:/about'], { urls: [url], ...timing })
  expect(received).toHaveLength(4)
})

test('a cache that never answers costs the publish nothing: the purge gives up without throwing', async () => {
  const { url } = await cache()
  await new Promise((resolve) => server?.close(resolve))
  const target: PurgeTarget = { urls: [url], ...timing }
  await expect(purgeCacheTags(['page:/about'], target)).resolves.toBeUndefined()
})

test('every configured cache is purged', async () => {
  const first = await cache()
  const firstServer = server
  const second = await cache()
  await purgeCacheTags(['global:navigation'], { urls: [first.url, second.url], ...timing })
  firstServer?.close()
  expect([first.received.length, second.received.length]).toEqual([2, 2])
})

test('nothing is sent without tags or without a configured cache', async () => {
  const { url, received } = await cache()
  await purgeCacheTags([], { urls: [url], ...timing })
  await purgeCacheTags(['page:/about'], { urls: [], ...timing })
  expect(received).toHaveLength(0)
})

test('a new build asks the cache to drop the pages of every other build', async () => {
  const { url, received } = await cache()
  await purgeOtherBuilds('4dace8ec9be2-mwyeqfqo', { urls: [url], ...timing })
  expect(received).toHaveLength(1)
  expect(received[0]?.headers['purge-builds-except']).toBe('4dace8ec9be2-mwyeqfqo')
})
