import { randomUUID } from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { importRedirectsEndpoint } from '@/collections/redirects.import.endpoint'
import { readRedirectList } from '@/domain/redirects/redirect-list'
import { csvLineFields } from '@/lib/csv/csv-line'
import { normaliseRedirectSourcesV1 } from '@/migrations/shared/redirect-sources-v1'

import { fieldErrors } from '../../tests/support/field-errors'
import { expiredTags } from '../../tests/support/next-cache-stub'
import { getTestPayload } from '../../tests/support/payload'
import { listKnownCmsPaths, listKnownPagePaths } from './known-paths'
import { storeRedirectRows } from './redirect-store'
import { findRedirect, listRedirectSources } from './redirects'

let payload: Payload
/** The staff member who imports (any signed-in account is staff). */
const staff = {
  id: 1,
  collection: 'users',
  email: 'attorney@example.com',
  name: 'Dana Whitfield',
  updatedAt: '2026-11-29T00:00:00.000Z',
  createdAt: '2026-11-29T00:00:00.000Z',
} as const

beforeAll(async () => {
  payload = await getTestPayload()
})

/** Each test's own old addresses, so that they never meet another's. */
const prefix = () => `/int-${randomUUID().slice(0, 8)}`

afterEach(async () => {
  await payload.delete({
    collection: 'redirects',
    where: { from: { like: '/int-' } },
    context: { disableRevalidate: true },
  })
})

/** Saves a redirect as the admin's form does (its validation and hooks run). */
const save = (from: string, to = '/contact', isPermanent = true) =>
  payload.create({
    collection: 'redirects',
    data: { from, to, isPermanent },
    context: { disableRevalidate: true },
  })

describe('one normal form for an old address, on save and on lookup', () => {
  test.each([
    ['/old-contact/', '/old-contact'],
    ['/planificaci%C3%B3n-patrimonial', '/planificaci\u00f3n-patrimonial'],
    ['/planificacio\u0301n-patrimonial/', '/planificaci\u00f3n-patrimonial'],
    ['/old%20fees', '/old fees'],
  ])('From typed %j is saved as %j and found however it is asked for', async (typed, stored) => {
    const base = prefix()
    const doc = await save(`${base}${typed}`)
    expect(doc.from).toBe(`${base}${stored}`)
    for (const asked of [
      `${base}${stored}`,
      `${base}${stored}/`,
      `${base}${encodeURI(stored)}`,
      `${base}${encodeURI(stored.normalize('NFD'))}`,
    ]) {
      expect(await findRedirect(asked), asked).toEqual({ to: '/contact', isPermanent: true })
    }
    expect(await listRedirectSources()).toContain(`${base}${stored}`)
    // The front door knows the address in the same form.
    expect(await listKnownCmsPaths()).toContain(`${base}${stored}`)
    expect(await listKnownPagePaths()).not.toContain(`${base}${stored}`)
  })

  test('an address without a redirect finds none', async () => {
    expect(await findRedirect(`${prefix()}/nothing-here`)).toBeNull()
  })
})

describe('what can never be asked for is refused, naming From or To', () => {
  test.each([
    ['/x?utm_source=newsletter', /^Leave the query \("\?…"\) out of From/],
    ['/x#fees', /^Leave the "#…" part out of From/],
    ['/x%2Fy', /^From has an encoded slash/],
    ['/x%E9', /not UTF-8/],
    ['https://old.example/x/', /^Enter only the path of the old address in From/],
  ])('From %j', async (typed, message) => {
    const from = typed.startsWith('/') ? `${prefix()}${typed}` : typed
    expect(await fieldErrors(save(from))).toEqual([
      { path: 'from', message: expect.stringMatching(message) },
    ])
  })

  test('a second redirect from the same address, however typed, names the first', async () => {
    const base = prefix()
    await save(`${base}/old-contact`, '/contact')
    expect(await fieldErrors(save(`${base}/old-contact/`, '/about'))).toEqual([
      {
        path: 'from',
        message: `From ${base}/old-contact already has a redirect, to /contact: change that one instead.`,
      },
    ])
  })

  test('a redirect that leads back to its own address', async () => {
    const base = prefix()
    expect(await fieldErrors(save(`${base}/loop/`, `${base}/loop?x=1`))).toEqual([
      { path: 'to', message: expect.stringMatching(/^To leads back to the address in From/) },
    ])
  })

  test('editing a redirect keeps its own address', async () => {
    const doc = await save(`${prefix()}/kept`)
    const updated = await payload.update({
      collection: 'redirects',
      id: doc.id,
      data: { to: '/about' },
      context: { disableRevalidate: true },
    })
    expect(updated).toMatchObject({ from: doc.from, to: '/about' })
  })
})

describe('an imported list is stored whole or not at all', () => {
  const request = () =>
    createLocalReq({ user: staff, context: { disableRevalidate: true } }, payload)
  const stored = async (base: string) =>
    (
      await payload.find({
        collection: 'redirects',
        where: { from: { like: base } },
        sort: 'from',
        depth: 0,
        limit: 0,
      })
    ).docs.map(({ from, to, isPermanent }) => [from, to, isPermanent])

  test('every line is stored in normal form; a second import leaves them as they are', async () => {
    const base = prefix()
    const { rows, refused } = readRedirectList(
      [
        'from,to,permanent',
        `${base}/contact-us/,/contact,yes`,
        `"${base}/planificaci%C3%B3n/",/services/estate-planning,no`,
      ].join('\r\n'),
      csvLineFields,
    )
    expect(refused).toEqual([])
    expect(await storeRedirectRows(payload, rows, await request())).toEqual({
      status: 'saved',
      created: 2,
      unchanged: 0,
    })
    expect(await stored(base)).toEqual([
      [`${base}/contact-us`, '/contact', true],
      [`${base}/planificaci\u00f3n`, '/services/estate-planning', false],
    ])
    expect(await storeRedirectRows(payload, rows, await request())).toEqual({
      status: 'saved',
      created: 0,
      unchanged: 2,
    })
  })

  test('a line whose address has another redirect already is refused, and nothing is stored', async () => {
    const base = prefix()
    await save(`${base}/fees`, '/policies/fees')
    const { rows } = readRedirectList(
      `${base}/new-page,/about\n${base}/fees/,/contact,yes`,
      csvLineFields,
    )
    expect(await storeRedirectRows(payload, rows, await request())).toEqual({
      status: 'refused',
      accepted: 1,
      refused: [
        {
          line: 2,
          text: `${base}/fees/,/contact,yes`,
          reason: `From ${base}/fees already has a redirect, to /policies/fees: change that one instead.`,
        },
      ],
    })
    expect(await stored(base)).toEqual([[`${base}/fees`, '/policies/fees', true]])
  })

  test('a failure part-way takes back what the list had stored (SQLite has no transactions)', async () => {
    const base = prefix()
    const rows = [
      { line: 1, text: '', from: `${base}/first`, to: '/contact', isPermanent: true },
      // Not what the list reader lets through: the form's validation refuses it.
      { line: 2, text: '', from: `${base}/second`, to: 'contact', isPermanent: true },
    ]
    await expect(storeRedirectRows(payload, rows, await request())).rejects.toThrow()
    expect(await stored(base)).toEqual([])
  })
})

describe('the import endpoint (POST /api/redirects/import)', () => {
  /** Calls the endpoint as Payload would, with `list` already read from the JSON body. */
  async function post(list: string, user: typeof staff | null = staff) {
    const req = await createLocalReq(user ? { user } : {}, payload)
    req.data = { list }
    const response = await importRedirectsEndpoint.handler(req)
    return { status: response.status, body: await response.json() }
  }

  test('is for staff only', async () => {
    expect(await post(`${prefix()}/a,/contact`, null)).toEqual({
      status: 401,
      body: { message: 'Sign in to the admin first.' },
    })
  })

  test('refuses a list over its limits, and one with no redirect in it', async () => {
    expect((await post('/a,/b\n'.repeat(2_002))).status).toBe(413)
    expect((await post(`/a,/${'b'.repeat(256 * 1024)}`)).status).toBe(413)
    expect(await post('from,to,permanent\n\n')).toEqual({
      status: 400,
      body: { message: 'The list has no redirects in it: one a line, from,to.' },
    })
  })

  test('names every refused line and stores nothing; a right list is stored and expires the redirects once', async () => {
    const base = prefix()
    const refused = await post(`${base}/a/,/contact\n${base}/b?x=1,/about`)
    expect(refused).toEqual({
      status: 422,
      body: {
        status: 'refused',
        accepted: 1,
        refused: [
          {
            line: 2,
            text: `${base}/b?x=1,/about`,
            reason: expect.stringMatching(/^Leave the query/),
          },
        ],
      },
    })
    expect(await findRedirect(`${base}/a`)).toBeNull()
    expiredTags.length = 0
    expect(await post(`${base}/a/,/contact\n${base}/b,/about,no`)).toEqual({
      status: 200,
      body: { status: 'saved', created: 2, unchanged: 0 },
    })
    expect(expiredTags).toEqual(['collection:redirects'])
    expect(await findRedirect(`${base}/b/`)).toEqual({ to: '/about', isPermanent: false })
  })
})

test('the migration rewrites redirects saved before in the normal form, and leaves what it cannot', async () => {
  const base = prefix()
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  // As the form saved them before issue 40: exactly as typed.
  const typed = [
    `${base}/old-contact/`,
    `${base}/planificaci%C3%B3n`,
    `${base}/page?id=3`,
    `${base}/taken/`,
    `${base}/taken`,
  ]
  for (const from of typed) {
    await payload.db.create({ collection: 'redirects', data: { from, to: '/contact' }, req })
  }
  await normaliseRedirectSourcesV1(payload, req)
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { like: base } },
    depth: 0,
    limit: 0,
  })
  expect(docs.map((doc) => doc.from).sort()).toEqual(
    [
      `${base}/old-contact`,
      `${base}/planificaci\u00f3n`,
      `${base}/page?id=3`,
      `${base}/taken/`,
      `${base}/taken`,
    ].sort(),
  )
  expect(await findRedirect(`${base}/old-contact/`)).toEqual({ to: '/contact', isPermanent: true })
})
