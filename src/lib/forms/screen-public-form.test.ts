import { beforeEach, expect, test, vi } from 'vitest'

import { clientAddressHeader } from '@/domain/http/client-address'

import { screenPublicForm } from './screen-public-form'

const requestHeaders = vi.hoisted(() => ({ read: vi.fn() }))
vi.mock('next/headers', () => ({ headers: requestHeaders.read }))

beforeEach(() => {
  requestHeaders.read.mockReset()
  requestHeaders.read.mockResolvedValue(new Headers({ [clientAddressHeader]: '203.0.113.7' }))
})

/** A form of one required field, `name`. */
const nameForm = {
  values: (input: Record<string, unknown>) => ({ name: String(input.name ?? '') }),
  check: (input: Record<string, unknown>) =>
    typeof input.name === 'string' && input.name !== ''
      ? { ok: true as const, name: input.name }
      : { ok: false as const, fieldErrors: { name: 'Enter your name.' } },
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

test('a valid form comes back checked, with what was typed and the client to rate-limit', async () => {
  expect(await screenPublicForm(formOf({ name: 'Ada' }), nameForm)).toEqual({
    status: 'valid',
    valid: { ok: true, name: 'Ada' },
    values: { name: 'Ada' },
    client: '203.0.113.7',
  })
})

test('an invalid form comes back with the field messages and what was typed', async () => {
  expect(await screenPublicForm(formOf({ name: '' }), nameForm)).toEqual({
    status: 'invalid',
    fieldErrors: { name: 'Enter your name.' },
    values: { name: '' },
  })
})

test('what is not a form is an empty one', async () => {
  expect(await screenPublicForm('name=Ada', nameForm)).toMatchObject({ status: 'invalid' })
})

test('a filled honeypot is a bot’s, screened before its client is counted', async () => {
  const screened = await screenPublicForm(formOf({ name: 'Ada', website: 'spam' }), nameForm)
  expect(screened).toEqual({ status: 'bot', valid: { ok: true, name: 'Ada' } })
  expect(requestHeaders.read).not.toHaveBeenCalled()
})

test('a form with errors is invalid even with the honeypot filled', async () => {
  const screened = await screenPublicForm(formOf({ website: 'spam' }), nameForm)
  expect(screened).toMatchObject({ status: 'invalid' })
})
