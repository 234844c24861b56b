import type { IncomingMessage, ServerResponse } from 'node:http'

import { beforeEach, expect, test, vi } from 'vitest'

import { logger } from '@/lib/logger'
import type { Middleware } from '@/server/door/chain'
import { bodyOf, rawConnection, serveChain } from '@/server/door/test-server'

import { readBodies } from './read-bodies'

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))
beforeEach(() => {
  vi.mocked(logger.warn).mockClear()
  vi.mocked(logger.error).mockClear()
})

const boundary = 'form-boundary-7MA4YWxkTrZu0gW'
const formType = `multipart/form-data; boundary=${boundary}`
const staffToken = 'JWT staff-token'

type Part = { name: string; value: string; filename?: string }

/** A multipart body of `parts`, its closing boundary left off when `closed` is false. */
function multipart(parts: readonly Part[], { closed = true } = {}) {
  const encoded = parts.map(({ name, value, filename }) =>
    [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`,
      ...(filename ? ['Content-Type: application/pdf'] : []),
      '',
      value,
      '',
    ].join('\r\n'),
  )
  return `${encoded.join('')}${closed ? `--${boundary}--\r\n` : ''}`
}

const fields = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `field${index}`, value: 'x' }))

const pdf = (filename: string) => ({ name: 'file', value: '%PDF-1.7 a scan', filename })

/** The app: reads the body, and the form in it as Next or Payload would, and answers with both. */
const readForm = vi.fn(async (request: IncomingMessage, response: ServerResponse) => {
  const raw = await bodyOf(request)
  const contentType = request.headers['content-type'] ?? ''
  const form = contentType.startsWith('multipart/form-data')
    ? await new Request('http://site.test/contact', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData()
    : new FormData()
  const entries = [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `${value.name}, ${value.size} bytes`,
  ])
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify({ entries, raw: raw.toString('base64') }))
})
/** Called once the link is done with a request: passed on, refused, or given up. */
const settled = vi.fn()
beforeEach(() => {
  readForm.mockClear()
  settled.mockClear()
})

async function serve() {
  const link = readBodies({
    isStaffRequest: async (request) => request.headers.authorization === staffToken,
  })
  const watched: Middleware = (request, response, next) =>
    Promise.resolve(link(request, response, next)).finally(settled)
  return serveChain([watched], readForm)
}

/** Posts `body` as a form, from staff when `asStaff`; a server that never answers fails it. */
async function post(body: string, { contentType = formType, asStaff = false } = {}) {
  const { origin } = await serve()
  return fetch(`${origin}/contact`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(asStaff ? { authorization: staffToken } : {}) },
    body,
    signal: AbortSignal.timeout(4_000),
  })
}

test('a well-formed form reaches the app, which reads the very bytes sent', async () => {
  const body = multipart([
    { name: 'name', value: 'Zoë Brontë' },
    { name: 'message', value: 'A question about a will.\r\nSecond line.' },
  ])
  const response = await post(body)
  expect(response.status).toBe(200)
  const read = (await response.json()) as { entries: string[][]; raw: string }
  expect(read.raw).toBe(Buffer.from(body).toString('base64'))
  expect(read.entries).toEqual([
    ['name', 'Zoë Brontë'],
    ['message', 'A question about a will.\r\nSecond line.'],
  ])
})

test('a form of 100 fields, the most allowed, is read', async () => {
  const response = await post(multipart(fields(100)))
  expect(response.status).toBe(200)
  expect(((await response.json()) as { entries: unknown[] }).entries).toHaveLength(100)
})

test('a signed-in staff member may send one file with the form', async () => {
  const response = await post(multipart([{ name: '_payload', value: '{}' }, pdf('a.pdf')]), {
    asStaff: true,
  })
  expect(response.status).toBe(200)
  expect(((await response.json()) as { entries: unknown[] }).entries).toEqual([
    ['_payload', '{}'],
    ['file', 'a.pdf, 15 bytes'],
  ])
})

test.each([
  ['a form of 101 fields', multipart(fields(101)), false, 413, 'The form has too many fields.'],
  [
    "a visitor's form carrying a file",
    multipart([pdf('a.pdf')]),
    false,
    403,
    'Only signed-in staff can upload files.',
  ],
  [
    'a staff form carrying two files',
    multipart([pdf('a.pdf'), pdf('b.pdf')]),
    true,
    413,
    'Send one file at a time.',
  ],
  [
    'a form with a field over 1 MiB',
    multipart([{ name: 'message', value: 'x'.repeat(1024 * 1024 + 1) }]),
    false,
    413,
    'A field of the form is too large.',
  ],
  [
    'a body without its closing boundary',
    multipart([{ name: 'name', value: 'Ana' }], { closed: false }),
    false,
    400,
    'The form data could not be read.',
  ],
])('%s is refused, and never reaches the app', async (_case, body, asStaff, status, message) => {
  const response = await post(body, { asStaff })
  expect(response.status).toBe(status)
  expect(await response.text()).toBe(`${message}\n`)
  expect(readForm).not.toHaveBeenCalled()
})

test('a form whose type names no boundary cannot be read (400)', async () => {
  const response = await post(multipart([{ name: 'name', value: 'Ana' }]), {
    contentType: 'multipart/form-data',
  })
  expect(response.status).toBe(400)
  expect(await response.text()).toBe('The form data could not be read.\n')
  expect(readForm).not.toHaveBeenCalled()
})

test('multipart other than form data is refused (415)', async () => {
  const response = await post(multipart([{ name: 'name', value: 'Ana' }]), {
    contentType: `multipart/mixed; boundary=${boundary}`,
  })
  expect(response.status).toBe(415)
  expect(await response.text()).toBe('Send forms as multipart/form-data.\n')
  expect(readForm).not.toHaveBeenCalled()
})

test('a body of 200,000 tiny parts is refused', async () => {
  const body = multipart(fields(200_000))
  const response = await post(body)
  expect(response.status).toBe(413)
  expect(await response.text()).toBe('The form has too many fields.\n')
})

test('a client gone mid-body ends the read: the app is never called and the server serves on', async () => {
  const { origin, port } = await serve()
  const body = multipart([{ name: 'message', value: 'x'.repeat(10_000) }])
  const connection = rawConnection(port)
  connection.socket.write(
    `POST /contact HTTP/1.1\r\nHost: site.test\r\nContent-Type: ${formType}\r\nContent-Length: ${body.length}\r\n\r\n`,
  )
  connection.socket.write(body.slice(0, 5_000), () => connection.socket.destroy())
  await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce())
  expect(readForm).not.toHaveBeenCalled()
  expect(logger.error).not.toHaveBeenCalled()
  const next = await fetch(`${origin}/contact`, {
    method: 'POST',
    headers: { 'content-type': formType },
    body: multipart([{ name: 'name', value: 'Ana' }]),
  })
  expect(next.status).toBe(200)
})

test('a body that is no form reaches the app as sent', async () => {
  const body = JSON.stringify({ query: 'wills', note: 'Zoë' })
  const response = await post(body, { contentType: 'application/json' })
  expect(response.status).toBe(200)
  expect(((await response.json()) as { raw: string }).raw).toBe(
    Buffer.from(body).toString('base64'),
  )
})
