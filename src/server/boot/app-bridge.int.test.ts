/**
 * The bridge's shape, from both sides (ADR 022): the app's provider and the door's consumers are
 * checked against one interface at type level, and the bridge that `register()` provides is
 * booted against the test database.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, expect, expectTypeOf, test } from 'vitest'

import { appBridgeProvider } from '@/app/app-bridge-provider'
import { countMissedPagesSince } from '@/data/missed-pages'
import { firmDay } from '@/domain/search/search-events'
import { appBridge, type AppBridge } from '@/server/boot/app-bridge'
import { bootApp, knownCmsPathsReader } from '@/server/boot/app-reads'
import { createMissedPageTally } from '@/server/boot/missed-page-tally'
import { keepSearchIndexReady } from '@/server/boot/search-index-refresh'
import { answerRedirects } from '@/server/screen/answer-redirects'
import { answerSearch } from '@/server/screen/answer-search'
import { screenStaffFunctions } from '@/server/screen/screen-staff-functions'

import { getTestPayload } from '../../../tests/support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  // eslint-disable-next-line no-restricted-properties -- what Next sets in its Node.js bundle
  process.env.NEXT_RUNTIME = 'nodejs'
  const { register } = await import('@/instrumentation')
  await register()
})

test('the app provides the bridge as the server process starts', async () => {
  expectTypeOf(appBridgeProvider).toEqualTypeOf<AppBridge>()
  expect(await appBridge()).toBe(appBridgeProvider)
})

test('each part of the bridge fits the door link that reads it', () => {
  type Option<F extends (...args: never[]) => unknown, K extends string> =
    Parameters<F>[0] extends Record<K, infer T> ? T : never
  expectTypeOf<AppBridge>().toExtend<Parameters<typeof bootApp>[0]>()
  expectTypeOf<AppBridge>().toExtend<Parameters<typeof knownCmsPathsReader>[0]>()
  expectTypeOf<AppBridge['search']>().toExtend<Parameters<typeof answerSearch>[0]>()
  expectTypeOf<AppBridge['search']['refreshIndex']>().toExtend<
    Parameters<typeof keepSearchIndexReady>[0]
  >()
  expectTypeOf<AppBridge['hasStaffAccount']>().toExtend<
    Option<typeof screenStaffFunctions, 'hasStaffAccount'>
  >()
  expectTypeOf<AppBridge['redirectAt']>().toExtend<Option<typeof answerRedirects, 'redirectAt'>>()
  expectTypeOf<AppBridge['storeMissedPages']>().toExtend<
    Option<typeof createMissedPageTally, 'store'>
  >()
})

test('the bridge starts the content store and reads what the door asks for', async () => {
  const bridge = await appBridge()
  await bridge.startContentStore()

  const { docs: pages } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 5,
  })
  expect(pages.length).toBeGreaterThan(0)
  const knownPaths = await bridge.knownCmsPaths()
  expect(knownPaths).toBeInstanceOf(Set)
  expect(pages.every((page) => knownPaths.has(String(page.path)))).toBe(true)

  const { totalDocs: accounts } = await payload.count({ collection: 'users' })
  expect(await bridge.hasStaffAccount()).toBe(accounts > 0)

  const since = new Date()
  const path = `/bridge-check-${randomUUID().slice(0, 8)}`
  await bridge.storeMissedPages([
    {
      day: firmDay(since),
      source: 'visitor',
      path,
      referrerHost: '',
      count: 2,
      lastSeenAt: new Date(since.getTime() + 1).toISOString(),
    },
  ])
  expect(await countMissedPagesSince(payload, since)).toBeGreaterThanOrEqual(1)

  await expect(bridge.search.refreshIndex()).resolves.toBeUndefined()
  const answer = await bridge.search.answer({
    path: ['1', 'indexes', '*', 'queries'],
    body: 'not json',
    clientAddress: '203.0.113.7',
  })
  expect(answer.status).toBe(400)
})
