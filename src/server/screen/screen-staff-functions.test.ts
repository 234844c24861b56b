import type { IncomingMessage, ServerResponse } from 'node:http'

import { beforeEach, expect, test, vi } from 'vitest'

import { logger } from '@/lib/logger'
import { bodyOf, serveChain } from '@/server/door/test-server'

import { screenStaffFunctions } from './screen-staff-functions'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

const adminFunction = 'a0'.repeat(21)
const formAction = 'b1'.repeat(21)

/** The app: answers with the body it read, as Next would decode it. */
const app = vi.fn(async (request: IncomingMessage, response: ServerResponse) => {
  response.end(`app read ${String(await bodyOf(request))}`)
})
beforeEach(() => {
  app.mockClear()
  vi.mocked(logger.warn).mockClear()
})

const call = (name: string) => JSON.stringify([{ name, args: { collectionSlug: 'users' } }])

/** Sends `body` to the screened app as a Server Action call of `action`. */
async function send({
  action = adminFunction,
  body = call('render-list'),
  method = 'POST',
  isStaff = false,
  hasStaffAccount = true,
  contentType = 'text/plain;charset=UTF-8',
} = {}) {
  const hasStaffAccountRead = vi.fn(async () => hasStaffAccount)
  const link = screenStaffFunctions({
    adminFunctions: new Set([adminFunction]),
    isStaffRequest: async () => isStaff,
    hasStaffAccount: hasStaffAccountRead,
  })
  const { origin } = await serveChain([link], app)
  const response = await fetch(`${origin}/admin`, {
    method,
    headers: { 'next-action': action, 'content-type': contentType },
    body: method === 'POST' ? body : undefined,
  })
  return { status: response.status, text: await response.text(), hasStaffAccountRead }
}

test('an anonymous call of the admin’s function is refused (403) with one warn line, before the app', async () => {
  const { status, text } = await send()
  expect(status).toBe(403)
  expect(text).toBe('Sign in to the admin first.\n')
  expect(app).not.toHaveBeenCalled()
  expect(logger.warn).toHaveBeenCalledTimes(1)
})

test.each(['form-state', 'render-document', 'no-such-function'])(
  'staff call %s and the app reads the body as sent',
  async (name) => {
    const { status, text } = await send({ body: call(name), isStaff: true })
    expect(status).toBe(200)
    expect(text).toBe(`app read ${call(name)}`)
  },
)

test('the create-first-user form’s state goes through while there is no staff account, only', async () => {
  const before = await send({ body: call('form-state'), hasStaffAccount: false })
  expect(before.status).toBe(200)
  expect(before.text).toBe(`app read ${call('form-state')}`)
  const after = await send({ body: call('form-state'), hasStaffAccount: true })
  expect(after.status).toBe(403)
})

test.each([
  ['another function', { body: call('render-list') }],
  ['a multipart call', { body: '--x\r\n', contentType: 'multipart/form-data; boundary=x' }],
])('with no staff account yet, %s is still refused without asking', async (_case, options) => {
  const { status, hasStaffAccountRead } = await send({ ...options, hasStaffAccount: false })
  expect(status).toBe(403)
  expect(hasStaffAccountRead).not.toHaveBeenCalled()
})

test.each([
  ['a form action', { action: formAction }],
  ['no action', { action: '' }],
  ['a read that names the function', { method: 'GET' }],
])('%s is not this link’s to screen', async (_case, options) => {
  const { status } = await send(options)
  expect(status).toBe(200)
})
