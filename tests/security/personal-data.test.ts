/**
 * Issue 28, item 5: the Personal data screen's export and delete routes answer only signed-in
 * staff posting from the site itself. A stranger (signed out, with a forged or foreign token, or
 * from another site's page) gets a refusal with nothing of anyone's data, and a GET never reaches
 * a deletion.
 */
import { describe, expect, test } from 'vitest'

import { browserHeaders, fetchFrom, securityIpOrigin } from './support/client'

const from = '127.0.0.81'
const address = 'someone@example.com'

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetchFrom(from, path, {
    method: 'POST',
    headers: {
      ...browserHeaders,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: securityIpOrigin,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })

const forms = [
  ['/next/personal-data/export', { email: address, format: 'json' }],
  ['/next/personal-data/export', { email: address, format: 'pdf' }],
  ['/next/personal-data/delete', { email: address, confirm: 'yes' }],
] as const

// A token of the right shape that Payload did not sign.
const forgedToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.c2lnbmVkLWJ5LW5vYm9keQ'

describe('a person’s data is for signed-in staff only', () => {
  test.each(forms)('a signed-out post to %s is a 401 with no data', async (path, fields) => {
    const tokens: Record<string, string>[] = [
      {},
      { Cookie: `payload-token=${forgedToken}` },
      { Authorization: `JWT ${forgedToken}` },
    ]
    for (const headers of tokens) {
      const response = await post(path, fields, headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('content-disposition')).toBeNull()
      const body = await response.text()
      expect(body).not.toContain('@')
      expect(body).not.toMatch(/\n\s+at /)
    }
  })

  test.each(forms)('a post to %s from another site is refused (403)', async (path, fields) => {
    const response = await post(path, fields, { Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })

  test('a GET of either route deletes and exports nothing', async () => {
    for (const path of ['/next/personal-data/export', '/next/personal-data/delete']) {
      const response = await fetchFrom(from, `${path}?email=${encodeURIComponent(address)}`, {
        headers: browserHeaders,
      })
      expect([404, 405]).toContain(response.status)
      expect(await response.text()).not.toContain(address)
    }
  })

  test('the screen itself sends a stranger to sign in, and shows nothing it found', async () => {
    const response = await fetchFrom(
      from,
      `/admin/personal-data?email=${encodeURIComponent(address)}`,
      { headers: browserHeaders, redirect: 'manual' },
    )
    // Next answers a redirect thrown after the admin's layout began streaming with a 200 whose
    // page redirects at once; either way, to sign in (or, with no account yet, to create one).
    const body = await response.text()
    const target = response.headers.get('location') ?? body
    expect(target).toMatch(/\/admin\/(login|create-first-user)/)
    expect(body).not.toContain('What the site keeps')
    expect(body).not.toContain('Download JSON')
  })
})
