import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

import { beforeEach, expect, test, vi } from 'vitest'

import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'
import { bodyOf, rawConnection, serveChain } from '@/server/door/test-server'

import { continueIfExpected, refuseUnmetExpectations } from './expect-continue'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

/** The app: reads the body whole and says how much it read. */
const app = vi.fn(async (request: IncomingMessage, response: ServerResponse) => {
  response.end(`Read ${(await bodyOf(request)).length} bytes.\n`)
})
beforeEach(() => {
  app.mockClear()
})

/** A link whose checks all passed: it tells a waiting client to go on. */
const checked: Middleware = (request, response, next) => {
  continueIfExpected(request, response)
  next()
}

const continueLine = 'HTTP/1.1 100 Continue\r\n\r\n'

/** A post of `hello` that announces it with `expectation`, its body sent at once or later. */
async function announce(links: readonly Middleware[], expectation: string, body = '') {
  const { port } = await serveChain(links, app)
  const connection = rawConnection(port)
  connection.socket.write(
    `POST /contact HTTP/1.1\r\nHost: site.test\r\nExpect: ${expectation}\r\nContent-Length: 5\r\n\r\n${body}`,
  )
  return connection
}

test('an expectation the server cannot meet is refused (417) before the app', async () => {
  const connection = await announce([refuseUnmetExpectations(), checked], '200-ok', 'hello')
  const received = await connection.waitFor(/\r\n0\r\n\r\n$/)
  expect(received.split('\r\n')[0]).toBe('HTTP/1.1 417 Expectation Failed')
  expect(received).toContain('This expectation cannot be met.\n')
  expect(app).not.toHaveBeenCalled()
})

test.each(['100-continue', '100-Continue '])(
  'a client expecting %j is told to go on once its checks passed, and its body is read',
  async (expectation) => {
    const connection = await announce([refuseUnmetExpectations(), checked], expectation)
    expect(await connection.waitFor(/\r\n\r\n/)).toBe(continueLine)
    connection.socket.write('hello')
    const received = await connection.waitFor(/Read 5 bytes\.\n$/)
    expect(received.slice(continueLine.length).split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
  },
)

test('a client is told to go on once, however many links would tell it', async () => {
  const connection = await announce([checked, checked, checked], '100-continue')
  await connection.waitFor(/\r\n\r\n/)
  connection.socket.write('hello')
  const received = await connection.waitFor(/Read 5 bytes\.\n$/)
  expect(received.match(/100 Continue/g)).toHaveLength(1)
})

test('a client refused after it was told to go on is answered once its body is in', async () => {
  const refusing: Middleware = (request, response) =>
    refuse(request, response, { status: 403, message: 'Not for you.' })
  const connection = await announce([checked, refusing], '100-continue')
  expect(await connection.waitFor(/\r\n\r\n/)).toBe(continueLine)
  await sleep(100)
  expect(connection.received()).toBe(continueLine)
  connection.socket.write('hello')
  const received = await connection.waitFor(/\r\n0\r\n\r\n$/)
  expect(received.slice(continueLine.length).split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden')
  expect(received).toContain('Not for you.\n')
})

test('a request with no expectation passes', async () => {
  const { origin } = await serveChain([refuseUnmetExpectations()], app)
  const response = await fetch(`${origin}/contact`, { method: 'POST', body: 'hello' })
  expect(await response.text()).toBe('Read 5 bytes.\n')
})
