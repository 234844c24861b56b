/**
 * Issue 37, item 8: the admin's server function (Payload's `serverFunction`, one Server Action
 * for every admin screen) is for signed-in staff. Called well formed by someone who is not signed
 * in, Payload threw inside each function and Next answered 500 with a stack in the log (18 of 30).
 * Now every such call is refused with a 403 and one warn line; staff calls work as before.
 * (403, not 401: a 401 must name an authentication scheme to answer, and the admin's is a cookie.)
 */
import { beforeAll, describe, expect, test } from 'vitest'

import { staffToken } from '../../scripts/support/staff-api'
import { nextBuildDir, readServerActionSources } from '../../src/lib/internals/next-build-output'
import { fetchFrom, securityIpOrigin } from './support/client'
import { loggedWhile } from './support/server-log'

/** The admin's server function: the Server Action of Payload's generated admin layout. */
const adminFunctionId =
  [...readServerActionSources(nextBuildDir)].find(
    ([, filename]) => filename === 'src/app/(payload)/layout.tsx',
  )?.[0] ?? ''

const client = '127.0.0.62'
const postId = 1

/** Well-formed calls, as the admin's screens make them, of every function Payload names. */
const calls: [string, Record<string, unknown>][] = [
  ['form-state', { collectionSlug: 'users', operation: 'create', schemaPath: 'users' }],
  ['form-state', { collectionSlug: 'posts', id: postId, operation: 'update', schemaPath: 'posts' }],
  ['form-state', { globalSlug: 'site-settings', operation: 'update', schemaPath: 'site-settings' }],
  ['render-document', { collectionSlug: 'posts', docID: postId, redirectAfterCreate: false }],
  ['render-document', { collectionSlug: 'users', docID: 1 }],
  ['render-document', { collectionSlug: 'inquiries', docID: 1 }],
  ['render-document-slots', { collectionSlug: 'posts', id: postId }],
  ['render-list', { collectionSlug: 'posts', disableActions: true, query: {} }],
  ['render-list', { collectionSlug: 'inquiries', query: { limit: 10 } }],
  ['render-list', { collectionSlug: 'quiz-submissions', query: {} }],
  ['table-state', { collectionSlug: 'posts', columns: [], docs: [], query: {} }],
  ['table-state', { collectionSlug: 'users', columns: [], query: {} }],
  ['get-folder-results-component-and-data', { collectionsToDisplay: ['posts'], folderID: null }],
  ['get-folder-results-component-and-data', { collectionsToDisplay: ['media'], folderID: 1 }],
  [
    'schedule-publish',
    {
      type: 'publish',
      date: '2030-01-01T00:00:00.000Z',
      doc: { relationTo: 'posts', value: postId },
    },
  ],
  ['schedule-publish', { deleteID: 1 }],
  ['get-upcoming-scheduled-publish', { collectionSlug: 'posts', docID: postId }],
  [
    'copy-data-from-locale',
    { collectionSlug: 'posts', docID: postId, fromLocale: 'en', toLocale: 'es' },
  ],
  ['copy-data-from-locale', { globalSlug: 'site-settings', fromLocale: 'en', toLocale: 'es' }],
  ['render-field', { fieldSchemaMap: {}, path: 'title', schemaPath: 'posts.title' }],
  ['render-field', { path: 'email', schemaPath: 'users.email' }],
  ['render-widget', { widgetSlug: 'collections', widgetData: {} }],
  ['get-default-layout', {}],
  ['slugify', { valueToSlugify: 'A post title', collectionSlug: 'posts', path: 'slug' }],
  ['slugify', { valueToSlugify: 'x'.repeat(200), globalSlug: 'site-settings', path: 'slug' }],
  ['no-such-function', {}],
  ['form-state', {}],
  ['render-list', {}],
  ['render-document', {}],
  ['table-state', {}],
]

/** Calls the admin's server function as its screens do: `[{ name, args }]`, as text. */
function callAdminFunction(name: string, args: unknown, headers: Record<string, string> = {}) {
  return fetchFrom(client, '/admin', {
    method: 'POST',
    headers: {
      'Next-Action': adminFunctionId,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: securityIpOrigin,
      ...headers,
    },
    body: JSON.stringify([{ name, args }]),
  })
}

let staffCookie = ''

beforeAll(async () => {
  expect(adminFunctionId).toMatch(/^[0-9a-f]{40,}$/)
  // With a staff account, as every site once set up (before one, Payload lets anyone in to make it).
  staffCookie = `payload-token=${await staffToken(securityIpOrigin)}`
})

describe('the admin’s server function', () => {
  test(`refuses ${calls.length} well-formed calls by someone not signed in (403), without a stack in the log`, async () => {
    expect(calls).toHaveLength(30)
    const statuses: string[] = []
    const logged = await loggedWhile(async () => {
      for (const [name, args] of calls) {
        const response = await callAdminFunction(name, args)
        await response.arrayBuffer()
        statuses.push(`${name} ${response.status}`)
      }
    })
    expect(statuses).toEqual(calls.map(([name]) => `${name} 403`))
    expect(logged).not.toMatch(/"level":(50|60)/)
    expect(logged).not.toMatch(/\n\s+at /)
    const refusals = logged.split('\n').filter((line) => line.includes('"msg":"Refused a request"'))
    expect(refusals).toHaveLength(calls.length)

    // Signed-in staff are answered as before.
    const staffCall = await callAdminFunction(
      'slugify',
      { valueToSlugify: 'A Post Title', collectionSlug: 'posts', path: 'slug' },
      { Cookie: staffCookie },
    )
    expect(staffCall.status).toBe(200)
    expect(await staffCall.text()).toContain('a-post-title')
  })

  test('refuses an expired or forged session like none', async () => {
    for (const cookie of ['payload-token=not-a-token', `${staffCookie.slice(0, -4)}AAAA`]) {
      const response = await callAdminFunction(
        'render-list',
        { collectionSlug: 'posts' },
        { Cookie: cookie },
      )
      expect(response.status).toBe(403)
    }
  })
})
