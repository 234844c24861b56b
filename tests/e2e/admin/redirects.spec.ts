import { randomUUID } from 'node:crypto'

import type { APIRequestContext, APIResponse } from '@playwright/test'

import { expect, test } from '../../support/fixtures'
import { signInThroughApi } from '../../support/staff'

/** Every `Location` header of a response, as sent (a proxy that merges two breaks the address). */
const locationsOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'location')
    .map(({ value }) => value)

/**
 * Creates a redirect through the REST API (as the admin's form saves it), runs `use` with the
 * stored document, then deletes it.
 */
async function withRedirect(
  request: APIRequestContext,
  data: { from: string; to: string; isPermanent: boolean },
  use: (stored: { from: string; to: string }) => Promise<void>,
) {
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const created = await request.post('/api/redirects', { headers, data })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  try {
    await use(doc)
  } finally {
    await request.delete(`/api/redirects/${doc.id}`, { headers })
  }
}

const unique = () => randomUUID().slice(0, 8)

test('an old address the attorney redirects leads to its new page, with one Location', async ({
  request,
  page,
}) => {
  const from = `/old-estate-page-${unique()}`
  await withRedirect(
    request,
    { from, to: '/services/estate-planning', isPermanent: true },
    async () => {
      // The first answer (nothing cached yet) and the next: one Location each. Next's redirect()
      // thrown while a page renders sent it twice on the first (vercel/next.js#82117).
      for (const answer of ['first', 'second']) {
        const response = await request.get(from, { maxRedirects: 0 })
        expect(response.status(), answer).toBe(308)
        expect(locationsOf(response), answer).toEqual(['/services/estate-planning'])
      }
      await page.goto(from)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estate Planning')
    },
  )
})

test('a visitor’s query goes with the redirect, the target’s own parameters first', async ({
  request,
}) => {
  const fees = `/our-fees-${unique()}`
  await withRedirect(request, { from: fees, to: '/policies/fees', isPermanent: true }, async () => {
    const response = await request.get(`${fees}?utm_source=newsletter&utm_medium=email`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(308)
    expect(locationsOf(response)).toEqual(['/policies/fees?utm_source=newsletter&utm_medium=email'])
  })
  const contact = `/old-contact-form-${unique()}`
  await withRedirect(
    request,
    { from: contact, to: '/contact?ref=old-site#form', isPermanent: false },
    async () => {
      const response = await request.get(`${contact}?ref=newsletter&utm_source=x`, {
        maxRedirects: 0,
      })
      expect(response.status()).toBe(307)
      expect(locationsOf(response)).toEqual(['/contact?ref=old-site&utm_source=x#form'])
    },
  )
})

test('an old WordPress address saved with its slash at the end is kept without it, and fires either way', async ({
  request,
}) => {
  const path = `/old-contact-${unique()}`
  await withRedirect(
    request,
    { from: `${path}/`, to: '/contact', isPermanent: true },
    async (stored) => {
      expect(stored.from).toBe(path)
      const plain = await request.get(`${path}?utm_source=x`, { maxRedirects: 0 })
      expect(plain.status()).toBe(308)
      expect(locationsOf(plain)).toEqual(['/contact?utm_source=x'])
      // With the slash, as old links have it: Next drops the slash first, then the redirect.
      const slashed = await request.get(`${path}/`)
      expect(new URL(slashed.url()).pathname).toBe('/contact')
      expect(slashed.status()).toBe(200)
    },
  )
})

test('an old address with letters outside ASCII fires however it was typed and however it is asked for', async ({
  request,
  browser,
}) => {
  const tag = unique()
  const composed = `/planificaci\u00f3n-patrimonial-${tag}`
  const encoded = `/planificaci%C3%B3n-patrimonial-${tag}`
  const decomposedEncoded = `/planificacio%CC%81n-patrimonial-${tag}`
  for (const typed of [composed, encoded]) {
    await withRedirect(
      request,
      { from: typed, to: '/services/estate-planning', isPermanent: true },
      async (stored) => {
        expect(stored.from).toBe(composed)
        for (const asked of [encoded, decomposedEncoded]) {
          const response = await request.get(asked, { maxRedirects: 0 })
          expect(response.status(), `${typed} asked as ${asked}`).toBe(308)
          expect(locationsOf(response)).toEqual(['/services/estate-planning'])
        }
        // A visitor without JavaScript follows a real redirect, not a page a script completes.
        const context = await browser.newContext({ javaScriptEnabled: false })
        const page = await context.newPage()
        await page.goto(encoded)
        await expect(page).toHaveURL(/\/services\/estate-planning$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estate Planning')
        await context.close()
      },
    )
  }
})

test('an address with a space is kept as browsers ask for it; one that can never be asked for is refused, naming From', async ({
  request,
}) => {
  const spaced = `/old fees ${unique()}`
  await withRedirect(
    request,
    { from: spaced.replaceAll(' ', '%20'), to: '/policies/fees', isPermanent: true },
    async (stored) => {
      expect(stored.from).toBe(spaced)
      const response = await request.get(spaced.replaceAll(' ', '%20'), { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(locationsOf(response)).toEqual(['/policies/fees'])
    },
  )
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  for (const [from, message] of [
    ['/our-fees?utm_source=newsletter', /Leave the query \("\?…"\) out of From/],
    ['https://old.example/old-contact/', /only the path of the old address in From/],
    ['/a%2Fb', /From has an encoded slash/],
  ] as const) {
    const refused = await request.post('/api/redirects', {
      headers,
      data: { from, to: '/contact', isPermanent: true },
    })
    expect(refused.status(), from).toBe(400)
    const { errors } = await refused.json()
    expect(errors[0].data.errors).toMatchObject([
      { path: 'from', message: expect.stringMatching(message) },
    ])
  }
})
