import type { ServerResponse } from 'node:http'

import { expect, test, vi } from 'vitest'

import { serveChain } from '@/server/door/test-server'

import { compressResponses } from './compress-responses'

// A page with text outside ASCII, so the bytes sent must be its UTF-8, not its characters.
const page = `<!DOCTYPE html><html lang="en-US"><main>${'<p>Estate planning — a will, a trust’s terms. </p>'.repeat(400)}</main></html>`

/** Answers as Next does: a cached page whole, with its length, in one `end`. */
function sendPage(response: ServerResponse, { status = 200, cache = 'HIT' as string | null } = {}) {
  response.statusCode = status
  response.setHeader('content-type', 'text/html; charset=utf-8')
  if (cache) response.setHeader('x-nextjs-cache', cache)
  response.setHeader('content-length', Buffer.byteLength(page))
  response.end(page)
}

const serve = (answer: (response: ServerResponse) => void) =>
  serveChain([compressResponses()], (_request, response) => answer(response))

const get = (origin: string, acceptEncoding: string) =>
  fetch(`${origin}/services/estate-planning`, { headers: { 'accept-encoding': acceptEncoding } })

/** Asks until the answer has a length: the kept bytes, not compressed as they go out. */
async function keptAnswer(origin: string, acceptEncoding: string) {
  return vi.waitFor(async () => {
    const response = await get(origin, acceptEncoding)
    expect(response.headers.get('content-length')).not.toBeNull()
    return response
  })
}

test('a page from Next’s cache is sent compressed at once, then as bytes kept for each encoding', async () => {
  const { origin } = await serve((response) => sendPage(response))

  const first = await get(origin, 'gzip, deflate, br, zstd')
  expect(first.headers.get('content-encoding')).toBe('br')
  expect(await first.text()).toBe(page)

  for (const [acceptEncoding, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['', null],
  ] as const) {
    const kept = await keptAnswer(origin, acceptEncoding)
    expect(kept.headers.get('content-encoding')).toBe(encoding)
    expect(kept.headers.get('vary')).toBe('Accept-Encoding')
    expect(await kept.text()).toBe(page)
  }
  const identity = await get(origin, '')
  expect(Number(identity.headers.get('content-length'))).toBe(Buffer.byteLength(page))
})

test('what Next renders per request, or answers with an error, is compressed as it goes out', async () => {
  for (const answer of [
    (response: ServerResponse) => sendPage(response, { cache: null }),
    (response: ServerResponse) => sendPage(response, { status: 404 }),
  ]) {
    const { origin } = await serve(answer)
    for (let request = 0; request < 3; request++) {
      const response = await get(origin, 'gzip')
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('content-length')).toBeNull()
      expect(await response.text()).toBe(page)
    }
  }
})

test('a body of a type that is not compressed is sent as it is, from Next’s cache too', async () => {
  const { origin } = await serve((response) => {
    response.setHeader('content-type', 'application/octet-stream')
    response.setHeader('x-nextjs-cache', 'HIT')
    response.end(page)
  })
  for (let request = 0; request < 3; request++) {
    const response = await get(origin, 'gzip, br')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe(page)
  }
})

test('a page streamed in parts is compressed as it goes out', async () => {
  const { origin } = await serve((response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.write(page.slice(0, 1000))
    response.end(page.slice(1000))
  })
  const response = await get(origin, 'br')
  expect(response.headers.get('content-encoding')).toBe('br')
  expect(await response.text()).toBe(page)
})

test('a HEAD request gets the headers and no body', async () => {
  const { origin } = await serve((response) => sendPage(response))
  const response = await fetch(origin, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('')
})
