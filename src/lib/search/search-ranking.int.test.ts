import { describe, expect, test } from 'vitest'

import { searchRecordOf, type SearchRecord } from '@/domain/search/search-record'
import { parseSearchBody } from '@/domain/search/search-request'

import { getTestPayload } from '../../../tests/support/payload'
import { buildSearchIndex, searchRecords } from './search-index'

async function seededIndex() {
  const payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'search-records',
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const records = docs.map(searchRecordOf)
  return buildSearchIndex(records)
}

async function hitsFor(query: string) {
  const parsed = parseSearchBody({ requests: [{ indexName: 'site', query, hitsPerPage: 50 }] })
  if (!parsed.ok) throw new Error(parsed.message)
  return (await searchRecords(await seededIndex(), parsed.requests[0]!.params)).hits
}

describe('the ranking of the seeded site', () => {
  test('for a topic’s name, a post filed under it that names it in its title comes before the topic’s own page', async () => {
    const payload = await getTestPayload()
    const { docs: tags } = await payload.find({ collection: 'tags', depth: 0, limit: 0 })
    let compared = 0
    for (const tag of tags) {
      const hits = await hitsFor(tag.name)
      const topicAt = hits.findIndex((hit) => hit.url === `/blog/tags/${tag.slug}`)
      const explains = (hit: SearchRecord) =>
        hit.type === 'post' &&
        hit.tags.includes(tag.name) &&
        hit.title.toLowerCase().includes(tag.name.toLowerCase())
      const postAt = hits.findIndex(explains)
      if (postAt === -1) continue
      compared += 1
      expect(topicAt, `"${tag.name}": ${hits.map((hit) => hit.url).join(', ')}`).toBeGreaterThan(
        postAt,
      )
    }
    expect(compared).toBeGreaterThanOrEqual(3)
  })

  test('for a service line’s name, its service page comes before its blog category', async () => {
    const hits = await hitsFor('estate planning')
    const at = (url: string) => hits.findIndex((hit) => hit.url === url)
    expect(at('/services/estate-planning')).toBeGreaterThanOrEqual(0)
    expect(at('/blog/categories/estate-planning')).toBeGreaterThan(at('/services/estate-planning'))
  })

  test('a topic’s page is still found by its name when no post says it as often', async () => {
    const hits = await hitsFor('wills')
    expect(hits.slice(0, 8).map((hit) => hit.url)).toContain('/blog/tags/wills')
  })
})
