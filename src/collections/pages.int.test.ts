import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import type { Page } from '@/payload-types'

import { expiredTags } from '../../tests/support/next-cache-stub'
import { getTestPayload } from '../../tests/support/payload'

type NewPage = Pick<Page, 'title' | 'path' | 'description' | 'layout'>

const pathFormatMessage =
  'Use a path like /services/estate-planning: it starts with "/", then lowercase letters, digits and single hyphens.'

function pageAt(path: string): NewPage {
  return {
    title: 'Collection test page',
    path,
    description: 'A page the integration tests create and delete again, never seen by visitors.',
    layout: [{ blockType: 'aboutTeaser', heading: 'Test', text: 'Test content.' }],
  }
}

/** The field errors Payload rejected `attempt` with; fails the test if it was not rejected so. */
async function fieldErrors(attempt: Promise<unknown>) {
  const error: unknown = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}

let payload: Payload
const createdIds: number[] = []

async function createPage(path: string, context: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'pages',
    data: { ...pageAt(path), _status: 'published' },
    context,
  })
  createdIds.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await getTestPayload()
})

beforeEach(() => {
  expiredTags.length = 0
})

afterAll(async () => {
  for (const id of createdIds) {
    await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
  }
})

describe('page path validation', () => {
  test.each([
    ['/About', pathFormatMessage],
    ['about', pathFormatMessage],
    ['/services//estate', pathFormatMessage],
    ['/estate--planning', pathFormatMessage],
    ['/about/', pathFormatMessage],
    ['/admin', '/admin belongs to the system; choose another address.'],
    ['/admin/x', '/admin belongs to the system; choose another address.'],
    ['/api/pages', '/api belongs to the system; choose another address.'],
    ['/builds', '/builds belongs to the system; choose another address.'],
  ])('rejects %s', async (path, message) => {
    expect(await fieldErrors(createPage(path, { disableRevalidate: true }))).toEqual([
      { path: 'path', message },
    ])
  })

  test('rejects an empty path', async () => {
    const errors = await fieldErrors(createPage('', { disableRevalidate: true }))
    expect(errors).toContainEqual(expect.objectContaining({ path: 'path' }))
  })

  test('stores nothing for a rejected path', async () => {
    await fieldErrors(createPage('/Rejected-Page', { disableRevalidate: true }))
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { path: { equals: '/Rejected-Page' } },
    })
    expect(totalDocs).toBe(0)
  })

  test.each([['/administration'], ['/apis'], ['/services/estate-planning-2']])(
    'accepts %s, which only looks like a reserved or taken path',
    async (path) => {
      const page = await createPage(path, { disableRevalidate: true })
      expect(page.path).toBe(path)
    },
  )
})

describe('cache expiry on publish', () => {
  test('publishing a new page expires its path and the page list', async () => {
    await createPage('/publish-expiry-test')
    expect(expiredTags).toEqual(
      expect.arrayContaining(['page:/publish-expiry-test', 'collection:pages']),
    )
  })

  test('moving a page expires both its old and new path', async () => {
    const page = await createPage('/move-from-test', { disableRevalidate: true })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: '/move-to-test', _status: 'published' },
    })
    expect(expiredTags).toEqual(
      expect.arrayContaining(['page:/move-from-test', 'page:/move-to-test', 'collection:pages']),
    )
  })

  test('deleting a page expires its path', async () => {
    const page = await createPage('/delete-expiry-test', { disableRevalidate: true })
    await payload.delete({ collection: 'pages', id: page.id })
    createdIds.splice(createdIds.indexOf(page.id), 1)
    expect(expiredTags).toEqual(
      expect.arrayContaining(['page:/delete-expiry-test', 'collection:pages']),
    )
  })

  test('expires nothing when the caller disables revalidation', async () => {
    const page = await createPage('/no-expiry-test', { disableRevalidate: true })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Renamed' },
      context: { disableRevalidate: true },
    })
    expect(expiredTags).toEqual([])
  })
})
