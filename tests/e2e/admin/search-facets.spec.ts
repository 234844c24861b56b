import { expect, test } from '../../support/fixtures'
import { signInThroughApi } from '../../support/staff'

/** Topics made for this test: with the seed's ten, the Topic facet has more than 20 values. */
const extraTopics = Array.from({ length: 12 }, (_, index) => `Facet test topic ${index + 1}`)

test('a facet shows ten values, twenty after “Show more”, and ten again after “Show less”, by keyboard', async ({
  page,
  request,
  expectAccessible,
}) => {
  const token = await signInThroughApi(request)
  const headers = { Authorization: `JWT ${token}` }
  const created: number[] = []
  try {
    for (const name of extraTopics) {
      const response = await request.post('/api/tags', {
        headers,
        data: { name, slug: '', definition: 'A topic the search facet test adds and deletes.' },
      })
      expect(response.status()).toBe(201)
      created.push((await response.json()).doc.id)
    }
    // The index is rebuilt within a second of each change (ADR 010), so it may hold some of the
    // new topics before it holds them all: wait until the search finds every one.
    const topicsFound = async () => {
      const response = await request.post('/api/search', {
        data: { requests: [{ indexName: 'site', query: '', facets: ['tags'], hitsPerPage: 1 }] },
      })
      const { facets } = (await response.json()).results[0]
      return extraTopics.filter((name) => name in (facets?.tags ?? {})).length
    }
    await expect.poll(topicsFound, { timeout: 15_000 }).toBe(extraTopics.length)
    const topics = page.getByRole('region', { name: 'Topic' })
    const showMore = topics.getByRole('button', { name: 'Show more' })
    await page.goto('/search')
    await expect(topics.getByRole('listitem')).toHaveCount(10)
    await expect(showMore).toHaveAttribute('aria-expanded', 'false')
    await showMore.focus()
    await page.keyboard.press('Enter')
    await expect(topics.getByRole('listitem')).toHaveCount(20)
    const showLess = topics.getByRole('button', { name: 'Show less' })
    await expect(showLess).toBeFocused()
    await expect(showLess).toHaveAttribute('aria-expanded', 'true')
    await expectAccessible()
    await page.keyboard.press('Space')
    await expect(topics.getByRole('listitem')).toHaveCount(10)
  } finally {
    for (const id of created) await request.delete(`/api/tags/${id}`, { headers })
  }
})
