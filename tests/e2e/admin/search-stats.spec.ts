import { e2eEnv } from '../../support/e2e-env'
import { expect, test } from '../../support/fixtures'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

type Stat = { kind: string; term: string; label: string; count: number }

test('what visitors search, see and open is counted without personal data, and staff read the report', async ({
  page,
  request,
  browser,
}) => {
  const word = 'gun trust'
  const visitor = await browser.newPage()
  await visitor.goto('/search')
  await visitor.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill(word)
  await expect(visitor.getByRole('heading', { level: 2, name: /for “gun trust”/ })).toBeVisible()
  const firstHit = visitor.getByRole('main').getByRole('article').first().getByRole('link')
  const opened = (await firstHit.textContent()) ?? ''
  // The query counts once it has stood for a second.
  await visitor.waitForTimeout(1_500)
  await firstHit.click()
  await visitor.waitForURL((url) => url.pathname !== '/search')
  await visitor.goto('/search?q=zebra+xylophone')
  await visitor.waitForTimeout(1_500)
  await visitor.close()
  // The report lists a typed search once two visitors asked (issue 24): a second one, elsewhere.
  const second = await request.post('/api/search-events', {
    headers: { 'X-Forwarded-For': '198.19.24.10' },
    data: {
      events: [
        { type: 'query', indexName: 'site', query: word },
        { type: 'query', indexName: 'site', query: 'zebra xylophone' },
      ],
    },
  })
  expect(second.status()).toBe(204)

  const token = await signInThroughApi(request)
  const stats = async (): Promise<Stat[]> => {
    const response = await request.get('/api/search-stats?limit=200&depth=0', {
      headers: { Authorization: `JWT ${token}` },
    })
    return (await response.json()).docs
  }
  await expect
    .poll(async () => (await stats()).map(({ kind, term }) => `${kind}:${term}`))
    .toEqual(
      expect.arrayContaining([
        `query:${word}`,
        'query:zebra xylophone',
        'zeroResults:zebra xylophone',
      ]),
    )
  const rows = await stats()
  expect(rows.some((row) => row.kind === 'view' && row.label === opened)).toBe(true)
  expect(rows.some((row) => row.kind === 'click' && row.label === opened)).toBe(true)
  expect(rows.some((row) => row.kind === 'zeroResults' && row.term === word)).toBe(false)
  expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|198\.19\.24\.10|Mozilla|@/)

  const stranger = await browser.newContext()
  const anonymous = await stranger.request.get(`${e2eEnv.NEXT_PUBLIC_SITE_URL}/api/search-stats`)
  expect(anonymous.status()).toBe(403)
  await stranger.close()

  await signInThroughAdmin(page, request)
  await page.goto('/admin/collections/search-stats')
  const report = page.getByRole('region', { name: 'Last 30 days' })
  await expect(report.getByRole('heading', { name: 'Top searches' })).toBeVisible()
  await expect(report).toContainText(`${word} — `)
  await expect(
    report.getByRole('heading', { name: 'Searches that found nothing: content to write' }),
  ).toBeVisible()
  await expect(report).toContainText('zebra xylophone — ')
  await expect(report).toContainText(`${opened} — `)
})
