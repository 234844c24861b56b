import { expect, test } from 'vitest'

import type { Middleware } from '@/server/door/chain'
import { serveChain } from '@/server/door/test-server'

import { decorateHeaders } from './decorate-headers'
import type { Decoration } from './decoration'

/** A rule that sets X-Rule to `value` on every answer. */
const setsRule =
  (value: string): Decoration =>
  () =>
  (response) =>
    response.setHeader('X-Rule', value)

/** A screen that refuses /refused with a 403 of its own, as the door's refusals do. */
const refusing: Middleware = (request, response, next) => {
  if (request.url !== '/refused') return next()
  response.writeHead(403, { 'Content-Type': 'text/plain' }).end('Refused.\n')
}

async function answerTo(decorations: readonly Decoration[], path: string) {
  const { origin } = await serveChain([decorateHeaders(decorations), refusing], (_, response) => {
    response.setHeader('X-Rule', 'next')
    response.setHeader('X-App', 'next')
    response.end('page')
  })
  const response = await fetch(`${origin}${path}`)
  await response.arrayBuffer()
  return response
}

test('the rules apply in the order listed, after the app set its own: the last one has the last word', async () => {
  const response = await answerTo([setsRule('first'), setsRule('second')], '/about')
  expect(response.headers.get('x-rule')).toBe('second')
  expect(response.headers.get('x-app')).toBe('next')
})

test('a refusal of a screen after the decoration is decorated too', async () => {
  const response = await answerTo([setsRule('door')], '/refused')
  expect(response.status).toBe(403)
  expect(response.headers.get('x-rule')).toBe('door')
})

test('a rule with nothing to say about a request leaves the answer as it is', async () => {
  const onlyOnAbout: Decoration = (request) =>
    request.url === '/about' ? (response) => response.setHeader('X-Rule', 'about') : null
  expect((await answerTo([onlyOnAbout], '/about')).headers.get('x-rule')).toBe('about')
  expect((await answerTo([onlyOnAbout], '/contact')).headers.get('x-rule')).toBe('next')
})
