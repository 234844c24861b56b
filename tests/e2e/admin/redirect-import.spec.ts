import { randomUUID } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { expectAccessibleWithin } from '../../support/admin-axe'
import { expect, test } from '../../support/fixtures'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

type StoredRedirect = { id: number; from: string; to: string; isPermanent: boolean }

async function redirectsFrom(request: APIRequestContext, token: string, prefix: string) {
  const response = await request.get(
    `/api/redirects?depth=0&limit=100&sort=from&where[from][like]=${encodeURIComponent(prefix)}`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  return (await response.json()).docs as StoredRedirect[]
}

test('staff import an old site’s redirects from a list, see each refused line and why, then import the fixed file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = randomUUID().slice(0, 8)
  const old = (path: string) => `/old-site-${tag}${path}`
  const token = await signInThroughApi(request)
  await signInThroughAdmin(page, request)
  await page.goto('/admin/collections/redirects')
  await page.getByText('Import many redirects at once (CSV)').click()
  const panel = page.getByRole('region', { name: 'Import redirects' })
  const box = panel.getByLabel('Redirects, one a line (from,to,permanent)')

  // As pasted from the old site's spreadsheet, with two lines that can never work.
  const withMistakes = [
    'from,to,permanent',
    `${old('/contact-us/')},/contact,yes`,
    `${old('/fees')}?utm_source=newsletter,/policies/fees,yes`,
    `${old('/planificaci%C3%B3n-patrimonial/')},/services/estate-planning,no`,
    `${old('/about/')},about-us,yes`,
  ].join('\n')
  await box.fill(withMistakes)
  await panel.getByRole('button', { name: 'Import redirects' }).click()
  await expect(panel).toContainText('Nothing was saved: 2 lines need fixing (2 lines are right).')
  const refused = panel.getByRole('table', { name: 'Lines refused' })
  await expect(refused.getByRole('row')).toHaveCount(3)
  const fees = refused.getByRole('row').nth(1)
  await expect(fees.getByRole('rowheader')).toHaveText('3')
  await expect(fees).toContainText(`${old('/fees')}?utm_source=newsletter,/policies/fees,yes`)
  await expect(fees).toContainText('Leave the query ("?…") out of From')
  const about = refused.getByRole('row').nth(2)
  await expect(about.getByRole('rowheader')).toHaveText('5')
  await expect(about).toContainText('To: Enter a path on this site that starts with "/"')
  await expectAccessibleWithin(page, '#redirect-import')
  await page.screenshot({
    path: '.tmp/screenshots/admin-redirect-import-refused-1280.png',
    fullPage: true,
  })
  // All or nothing: not even the right lines were stored.
  expect(await redirectsFrom(request, token, `/old-site-${tag}`)).toEqual([])

  // The fixed list, uploaded as a file (Excel's UTF-8 CSV: a byte-order mark, CRLF).
  const fixed = [
    'from,to,permanent',
    `${old('/contact-us/')},/contact,yes`,
    `${old('/fees')},/policies/fees,yes`,
    `${old('/planificaci%C3%B3n-patrimonial/')},/services/estate-planning,no`,
    `"${old('/about/')}",/about-us,`,
  ].join('\r\n')
  await panel.getByLabel('Or fill the box from a CSV file').setInputFiles({
    name: 'redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${fixed}`, 'utf8'),
  })
  await expect(box).toHaveValue(/\/policies\/fees,yes/)
  await panel.getByRole('button', { name: 'Import redirects' }).click()
  await expect(panel).toContainText('Saved 4 new redirects.')
  try {
    expect(
      (await redirectsFrom(request, token, `/old-site-${tag}`)).map(({ from, to, isPermanent }) => [
        from,
        to,
        isPermanent,
      ]),
    ).toEqual([
      [old('/about'), '/about-us', true],
      [old('/contact-us'), '/contact', true],
      [old('/fees'), '/policies/fees', true],
      [old('/planificaci\u00f3n-patrimonial'), '/services/estate-planning', false],
    ])
    // The list below shows them.
    await expect(page.getByRole('link', { name: old('/contact-us'), exact: true })).toBeVisible()
    await page.screenshot({
      path: '.tmp/screenshots/admin-redirect-import-saved-1280.png',
      fullPage: true,
    })
    const response = await request.get(`${old('/fees')}?utm_source=newsletter`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe('/policies/fees?utm_source=newsletter')

    // The same file again: nothing new, nothing refused.
    await panel.getByRole('button', { name: 'Import redirects' }).click()
    await expect(panel).toContainText('Saved 0 new redirects; 4 lines were there already.')
  } finally {
    for (const { id } of await redirectsFrom(request, token, `/old-site-${tag}`)) {
      await request.delete(`/api/redirects/${id}`, { headers: { Authorization: `JWT ${token}` } })
    }
  }
})

test('the import is for staff only, and refuses a list over its limits', async ({
  request,
  browser,
}) => {
  const stranger = await browser.newContext()
  const anonymous = await stranger.request.post('/api/redirects/import', {
    data: { list: '/a,/b' },
  })
  expect(anonymous.status()).toBe(401)
  await stranger.close()
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const tooLong = await request.post('/api/redirects/import', {
    headers,
    data: { list: '/a,/b\n'.repeat(2_002) },
  })
  expect(tooLong.status()).toBe(413)
  expect((await tooLong.json()).message).toMatch(/more than 2,000 lines/)
  const tooLarge = await request.post('/api/redirects/import', {
    headers,
    data: { list: `/a,/${'b'.repeat(300 * 1024)}` },
  })
  expect(tooLarge.status()).toBe(413)
  expect((await tooLarge.json()).message).toMatch(/larger than 256 KB/)
})
