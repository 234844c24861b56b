import { randomUUID } from 'node:crypto'

import { expectAccessibleWithin } from '../../support/admin-axe'
import { e2eEnv } from '../../support/e2e-env'
import { expect, test } from '../../support/fixtures'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

/** A visitor's browser (isbot takes Playwright's own request client for a bot). */
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

type MissedPage = { path: string; source: string; referrerHost: string; count: number }

test('staff see the pages visitors missed and give one a redirect in one click', async ({
  page,
  request,
  browser,
}) => {
  const path = `/old-fee-schedule-${randomUUID().slice(0, 8)}`
  // Two visitors (a page needs two before the report lists it), one linked from another site.
  for (const [client, referer] of [
    ['198.19.26.1', 'https://links.example/resources?who=someone'],
    ['198.19.26.2', undefined],
  ] as const) {
    const response = await request.get(path, {
      headers: {
        'User-Agent': browserAgent,
        'X-Forwarded-For': client,
        ...(referer ? { Referer: referer } : {}),
      },
    })
    expect(response.status()).toBe(404)
  }
  // And a search engine's crawler.
  const crawled = await request.get(path, {
    headers: { 'User-Agent': 'Googlebot/2.1', 'X-Forwarded-For': '198.19.26.3' },
  })
  expect(crawled.status()).toBe(404)

  const token = await signInThroughApi(request)
  const headers = { Authorization: `JWT ${token}` }
  const rows = async (): Promise<MissedPage[]> => {
    const response = await request.get(
      `/api/missed-pages?depth=0&limit=20&where[path][equals]=${encodeURIComponent(path)}`,
      { headers },
    )
    return (await response.json()).docs
  }
  // The front door stores its counts every few seconds.
  await expect
    .poll(
      async () => (await rows()).map((row) => `${row.source}:${row.referrerHost}:${row.count}`),
      {
        timeout: 20_000,
      },
    )
    .toEqual(expect.arrayContaining(['visitor:links.example:1', 'visitor::1', 'bot::1']))
  expect(JSON.stringify(await rows())).not.toMatch(/198\.19|someone|Mozilla|Googlebot/)

  const stranger = await browser.newContext()
  const anonymous = await stranger.request.get(`${e2eEnv.NEXT_PUBLIC_SITE_URL}/api/missed-pages`)
  expect(anonymous.status()).toBe(403)
  await stranger.close()

  await signInThroughAdmin(page, request)
  await page.goto('/admin/collections/missed-pages')
  const visitors = page.getByRole('region', { name: 'Missed by visitors' })
  const row = visitors.getByRole('row').filter({ hasText: path })
  await expect(row.getByRole('cell').nth(0)).toHaveText('2')
  await expect(row).toContainText('links.example, no referrer')
  await expectAccessibleWithin(page, '[aria-labelledby="missed-pages-report-heading"]')
  await page.screenshot({ path: '.tmp/screenshots/admin-missed-pages-1280.png', fullPage: true })

  await row.getByRole('link', { name: `Create a redirect from ${path}` }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/create/)
  const from = page.getByLabel('From')
  await expect(from).toHaveValue(path)
  const to = page.getByLabel('To')
  const save = page.getByRole('button', { name: 'Save' })
  // Typing while the admin's form is still starting up changes the box but not the form.
  await expect(async () => {
    await to.fill('')
    await to.fill('/services')
    await expect(save).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await save.click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/)

  const { docs } = await (
    await request.get(`/api/redirects?depth=0&where[from][equals]=${encodeURIComponent(path)}`, {
      headers,
    })
  ).json()
  try {
    expect(docs).toMatchObject([{ from: path, to: '/services', isPermanent: true }])
    await expect
      .poll(async () => (await request.get(path, { maxRedirects: 0 })).status(), {
        timeout: 10_000,
      })
      .toBe(308)
    await page.goto('/admin/collections/missed-pages')
    await expect(
      page
        .getByRole('region', { name: 'Missed by visitors' })
        .getByRole('row')
        .filter({ hasText: path }),
    ).toContainText('Goes to /services')
  } finally {
    for (const doc of docs) await request.delete(`/api/redirects/${doc.id}`, { headers })
  }
})
