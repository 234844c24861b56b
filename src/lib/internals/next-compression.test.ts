import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, test } from 'vitest'

import { nextCompression } from './next-compression'

// Fails when Next moves or drops its bundled compression: the front door's error-screen tests,
// which answer through it as Next does, then need a new way in.

let server: Server | undefined
afterEach(() => server?.close())

test('Next’s compression is a middleware factory that compresses what passes through it', async () => {
  const compress = nextCompression()
  server = createServer((request, response) =>
    compress(request, response, () => {
      response.setHeader('content-type', 'text/html')
      response.end('<p>compressed</p>'.repeat(100))
    }),
  )
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(await response.text()).toBe('<p>compressed</p>'.repeat(100))
})
