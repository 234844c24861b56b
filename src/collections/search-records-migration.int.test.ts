import { createLocalReq, type Payload } from 'payload'
import { beforeAll, expect, test } from 'vitest'

import { searchRecordOf } from '@/domain/search/search-record'
import { rewriteAllRecordsV2 } from '@/migrations/shared/search-records-v2'

import { getTestPayload } from '../../tests/support/payload'
import {
  categoryRecords,
  pageRecords,
  postRecords,
  quizRecords,
  tagRecords,
  toolRecords,
} from './search-records.hooks'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const byObjectId = (a: { objectID: string }, b: { objectID: string }) =>
  a.objectID.localeCompare(b.objectID)

async function storedRecords() {
  const { docs } = await payload.find({
    collection: 'search-records',
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs.map(searchRecordOf).toSorted(byObjectId)
}

/** The records the publishing hooks write for every document as it is stored now. */
async function hookRecords() {
  const req = await createLocalReq({}, payload)
  const query = { depth: 0, limit: 0, pagination: false, req } as const
  const published = { where: { _status: { equals: 'published' } }, draft: false } as const
  const [pages, posts, categories, tags, quizzes, tools] = await Promise.all([
    payload.find({ collection: 'pages', ...published, ...query }),
    payload.find({ collection: 'posts', ...published, ...query }),
    payload.find({ collection: 'categories', ...query }),
    payload.find({ collection: 'tags', ...query }),
    payload.find({ collection: 'quizzes', ...published, ...query }),
    payload.find({ collection: 'tools', ...query }),
  ])
  const records = await Promise.all([
    ...pages.docs.map((doc) => pageRecords(doc, req)),
    ...posts.docs.map((doc) => postRecords(doc, req)),
    ...categories.docs.map((doc) => categoryRecords(doc, req)),
    ...tags.docs.map((doc) => tagRecords(doc, req)),
    ...quizzes.docs.map((doc) => quizRecords(doc, req)),
    ...tools.docs.map((doc) => toolRecords(doc, req)),
  ])
  return records.flat().toSorted(byObjectId)
}

test('the migration writes every record as the publishing hooks write it now', async () => {
  const gunTrusts = (await storedRecords()).find(
    (record) => record.url === '/services/estate-planning/gun-trusts',
  )
  // The record as the text rule before issue 26 wrote it: the heading ran into the text.
  await payload.update({
    collection: 'search-records',
    where: { objectID: { equals: gunTrusts?.objectID } },
    data: { body: 'Gun Trusts What changed on January 1, 2026 Federal law cut' },
  })

  await rewriteAllRecordsV2(await createLocalReq({}, payload))

  const rewritten = await storedRecords()
  expect(rewritten.length).toBeGreaterThan(40)
  expect(rewritten).toEqual(await hookRecords())
  const body = rewritten.find((record) => record.objectID === gunTrusts?.objectID)?.body
  expect(body).toContain('Gun Trusts · A gun trust lets')
  expect(body).toContain('What changed on January 1, 2026 · Federal law cut')
})
