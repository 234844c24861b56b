import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, test } from 'vitest'

import { chainOf } from '@/server/door/chain'
import { browser as browserUserAgent } from '@/server/door/test-server'

import { compressResponses } from './compress-responses'
import { errorScreen } from './error-screen'

const browser = { 'user-agent': browserUserAgent }

const errorScreenPage = '<!DOCTYPE html><html lang="en-US"><h1>An Error Occurred</h1></html>'
const emptyDocument = `<html id="__next_error__">${'<script></script>'.repeat(200)}</html>`

let server: Server | undefined
afterEach(() => server?.close())

/** A server that answers like Next: compressed, streamed in chunks, with the given status. */
async function serve(
  status: number,
  contentType: string,
  errorPage: string | null,
  body = emptyDocument,
) {
  // The door's compression, the link after this one in src/server.ts (Next's own is off).
  const app = chainOf(
    [errorScreen({ errorPage: () => errorPage }), compressResponses()],
    (_request, response) => {
      response.statusCode = status
      response.setHeader('content-type', contentType)
      response.flushHeaders()
      response.write(body.slice(0, 100))
      response.write(body.slice(100))
      response.end()
    },
  )
  server = createServer(app)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return `http://127.0.0.1:${port}/services/anything`
}

test('a page that failed on the server is answered with the error screen, status kept', async () => {
  const response = await fetch(await serve(500, 'text/html; charset=utf-8', errorScreenPage), {
    headers: browser,
  })
  expect(response.status).toBe(500)
  expect(response.headers.get('content-encoding')).toBeNull()
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.text()).toBe(errorScreenPage)
})

test('a HEAD request gets the status and no body', async () => {
  const url = await serve(503, 'text/html', errorScreenPage)
  const response = await fetch(url, { method: 'HEAD', headers: browser })
  expect(response.status).toBe(503)
  expect(await response.text()).toBe('')
})

test.each([
  ['a page that worked', 200, 'text/html; charset=utf-8', errorScreenPage],
  ['a failure that is not a page', 500, 'application/json', errorScreenPage],
  ['a failure before the error screen was read', 500, 'text/html', null],
])('%s is sent as it was written', async (_case, status, contentType, errorPage) => {
  const response = await fetch(await serve(status, contentType, errorPage), { headers: browser })
  expect(response.status).toBe(status)
  expect(await response.text()).toBe(emptyDocument)
})

test('a crawler is told the status with a bare word, never the error screen (seed §2)', async () => {
  const url = await serve(500, 'text/html', errorScreenPage)
  const response = await fetch(url, { headers: { 'user-agent': 'Googlebot/2.1' } })
  expect(response.status).toBe(500)
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  expect(await response.text()).toBe('Error.')
})
