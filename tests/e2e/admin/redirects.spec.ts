import { expect, test } from '../../support/fixtures'
import { signInThroughApi } from '../../support/staff'

test('an old address the attorney redirects leads to its new page', async ({ request, page }) => {
  const token = await signInThroughApi(request)
  const from = `/old-estate-page-${Date.now()}`
  const created = await request.post('/api/redirects', {
    headers: { Authorization: `JWT ${token}` },
    data: { from, to: '/services/estate-planning', isPermanent: true },
  })
  expect(created.status()).toBe(201)
  const response = await request.get(from, { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  // Next 16.4 repeats the Location header of a redirect thrown while rendering; every copy agrees.
  const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location')
  expect(new Set(locations.map(({ value }) => value))).toEqual(
    new Set(['/services/estate-planning']),
  )
  await page.goto(from)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estate Planning')
  const { doc } = await created.json()
  await request.delete(`/api/redirects/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })
})
