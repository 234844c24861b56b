import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

import { request } from 'undici'
import { beforeEach, expect, test, vi } from 'vitest'

import { bodyOf, rawConnection, serveChain } from '@/server/door/test-server'

import { limitBodies } from './limit-bodies'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

const mebibyte = 1024 * 1024
const uploadLimitBytes = 4 * mebibyte
const staffToken = 'JWT staff-token'

/** The app: reads the body whole and says how much it read. */
const app = vi.fn(async (request: IncomingMessage, response: ServerResponse) => {
  response.end(`Read ${(await bodyOf(request)).length} bytes.\n`)
})
beforeEach(() => {
  app.mockClear()
})

const serve = () =>
  serveChain(
    [
      limitBodies({
        uploadLimitBytes,
        isStaffRequest: async (request) => request.headers.authorization === staffToken,
      }),
    ],
    app,
  )

/** The last chunk of an answer sent in chunks (as a refusal is). */
const endOfAnswer = /\r\n0\r\n\r\n$/

/** Posts `size` bytes to `path`, from staff when `asStaff`. */
async function post(path: string, size: number, { asStaff = false } = {}) {
  const { origin } = await serve()
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: asStaff ? { authorization: staffToken } : {},
    body: Buffer.alloc(size, 'x'),
  })
}

test.each([
  ['a visitor', '/contact', mebibyte, false],
  ['staff', '/api/pages', mebibyte, true],
  ['staff uploading', '/api/media', uploadLimitBytes, true],
  ['staff uploading to a file', '/api/media/42', uploadLimitBytes, true],
])('%s may send a body as long as the limit (%s)', async (_case, path, size, asStaff) => {
  const response = await post(path, size, { asStaff })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe(`Read ${size} bytes.\n`)
})

test.each([
  ['a visitor', '/contact', mebibyte + 1, false],
  ['a visitor uploading', '/api/media', mebibyte + 1, false],
  ['staff, elsewhere than the uploads', '/api/pages', mebibyte + 1, true],
  ['staff uploading', '/api/media', uploadLimitBytes + 1, true],
])('%s sending a byte over the limit is refused (%s)', async (_case, path, size, asStaff) => {
  const response = await post(path, size, { asStaff })
  expect(response.status).toBe(413)
  expect(await response.text()).toBe('The request body is too large.\n')
  expect(app).not.toHaveBeenCalled()
})

test('a body of unknown length is refused (411), but for the search that limits its own', async () => {
  const { origin } = await serve()
  const chunked = (path: string) =>
    request(`${origin}${path}`, { method: 'POST', body: Readable.from(['{"query":', '"wills"}']) })
  const contact = await chunked('/contact')
  expect(contact.statusCode).toBe(411)
  expect(await contact.body.text()).toBe('Send the length of the request body.\n')
  const search = await chunked('/api/search')
  expect(search.statusCode).toBe(200)
  expect(await search.body.text()).toBe('Read 17 bytes.\n')
})

test('a client that waits to be told is told to send a body within the limit', async () => {
  const { port } = await serve()
  const connection = rawConnection(port)
  connection.socket.write(
    'POST /contact HTTP/1.1\r\nHost: site.test\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n',
  )
  expect(await connection.waitFor(/\r\n\r\n/)).toBe('HTTP/1.1 100 Continue\r\n\r\n')
  connection.socket.write('hello')
  const received = await connection.waitFor(/Read 5 bytes\.\n$/)
  expect(received.split('\r\n')[2]).toBe('HTTP/1.1 200 OK')
})

test('a client that waits to be told is refused at once, never invited to send', async () => {
  const { port } = await serve()
  const connection = rawConnection(port)
  connection.socket.write(
    `POST /contact HTTP/1.1\r\nHost: site.test\r\nExpect: 100-continue\r\nContent-Length: ${mebibyte + 1}\r\n\r\n`,
  )
  const received = await connection.waitFor(endOfAnswer)
  expect(received.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large')
  expect(received).not.toContain('100 Continue')
  expect(received).toContain('The request body is too large.\n')
  expect(app).not.toHaveBeenCalled()
})
