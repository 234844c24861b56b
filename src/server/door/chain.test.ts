import type { IncomingMessage, ServerResponse } from 'node:http'

import { beforeEach, expect, test, vi } from 'vitest'

import { logger } from '@/lib/logger'

import type { Middleware } from './chain'
import { withReadBody } from './request-body'
import { bodyOf, serveChain } from './test-server'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))
beforeEach(() => {
  vi.mocked(logger.error).mockClear()
})

/** A link that signs the request's trail with `name` and passes it on. */
const signing =
  (name: string): Middleware =>
  (request, _response, next) => {
    request.headers['x-trail'] = `${request.headers['x-trail'] ?? ''}${name} `
    next()
  }

/** The app: answers with the trail the links left, the address and the body it read. */
async function echo(request: IncomingMessage, response: ServerResponse) {
  const body = await bodyOf(request)
  response.setHeader('content-type', 'application/json')
  response.end(
    JSON.stringify({ trail: request.headers['x-trail'], url: request.url, body: String(body) }),
  )
}

const failure = 'Something went wrong. Please try again.\n'

test('the links run in their order, then the app', async () => {
  const { origin } = await serveChain([signing('a'), signing('b'), signing('c')], echo)
  const response = await fetch(`${origin}/about`)
  expect(await response.json()).toMatchObject({ trail: 'a b c ', url: '/about' })
})

test('a link that answers stops the chain: no later link nor the app sees the request', async () => {
  const later = vi.fn(signing('later'))
  const app = vi.fn(echo)
  const answering: Middleware = (_request, response) => {
    response.writeHead(403, { 'content-type': 'text/plain' })
    response.end('No.\n')
  }
  const { origin } = await serveChain([signing('a'), answering, later], app)
  const response = await fetch(`${origin}/about`, { method: 'POST', body: 'hello' })
  expect(response.status).toBe(403)
  expect(await response.text()).toBe('No.\n')
  expect(later).not.toHaveBeenCalled()
  expect(app).not.toHaveBeenCalled()
})

test('a request a link replaced reaches the later links and the app, body and all', async () => {
  const shouting: Middleware = async (request, _response, next) => {
    const replacement = withReadBody(
      request,
      Buffer.from(String(await bodyOf(request)).toUpperCase()),
    )
    replacement.url = '/replaced'
    next(replacement)
  }
  const seenByLater: string[] = []
  const later: Middleware = (request, _response, next) => {
    seenByLater.push(request.url ?? '')
    next()
  }
  const { origin } = await serveChain([shouting, later], echo)
  const response = await fetch(`${origin}/original`, { method: 'POST', body: 'hello' })
  expect(await response.json()).toMatchObject({ url: '/replaced', body: 'HELLO' })
  expect(seenByLater).toEqual(['/replaced'])
})

test.each([
  [
    'throws',
    (() => {
      throw new Error('link broke')
    }) satisfies Middleware,
  ],
  [
    'rejects',
    (async () => {
      await Promise.resolve()
      throw new Error('link broke')
    }) satisfies Middleware,
  ],
])('a link that %s answers a plain 500 and logs one line', async (_case, broken) => {
  const app = vi.fn(echo)
  const { origin } = await serveChain([broken], app)
  const response = await fetch(`${origin}/about`)
  expect(response.status).toBe(500)
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  expect(await response.text()).toBe(failure)
  expect(app).not.toHaveBeenCalled()
  expect(logger.error).toHaveBeenCalledTimes(1)
  expect(logger.error).toHaveBeenCalledWith(
    expect.objectContaining({
      msg: 'The front door failed on a request',
      err: expect.objectContaining({ message: 'link broke' }),
    }),
  )
})

test('a link that fails after its answer began cuts the connection rather than add to it', async () => {
  const halfway: Middleware = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.write('The first half')
    throw new Error('link broke halfway')
  }
  const { origin } = await serveChain([halfway], echo)
  const answer = fetch(`${origin}/about`).then((response) => response.text())
  await expect(answer).rejects.toThrow()
  expect(logger.error).toHaveBeenCalledTimes(1)
})
