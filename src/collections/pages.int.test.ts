import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import type { Page } from '@/payload-types'

import { asAdminSave } from '../../tests/support/admin-save'
import { fieldErrors } from '../../tests/support/field-errors'
import { expiredTags } from '../../tests/support/next-cache-stub'
import { getTestPayload } from '../../tests/support/payload'

type NewPage = Pick<Page, 'title' | 'path' | 'description' | 'layout' | 'aliases'>

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

let payload: Payload
const createdIds: number[] = []

async function createPage(
  path: string,
  context: Record<string, unknown> = {},
  aliases: string[] = [],
) {
  const doc = await payload.create({
    collection: 'pages',
    data: {
      ...pageAt(path),
      aliases: aliases.map((alias) => ({ path: alias })),
      _status: 'published',
    },
    context,
    req: asAdminSave(),
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
    ['/blog/news', '/blog belongs to the system; choose another address.'],
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

describe('page aliases', () => {
  const quiet = { disableRevalidate: true }

  test('keeps an old spelling with capitals as an alias', async () => {
    const page = await createPage('/alias-owner-test', quiet, ['/Alias-Owner-Test'])
    expect(page.aliases?.map((alias) => alias.path)).toEqual(['/Alias-Owner-Test'])
  })

  test.each([
    [
      'alias-no-slash',
      'Use a path like /about-us: it starts with "/", then letters, digits and single hyphens.',
    ],
    ['/API/pages', '/api belongs to the system; choose another address.'],
  ])('rejects the alias %s', async (alias, message) => {
    expect(await fieldErrors(createPage('/alias-format-test', quiet, [alias]))).toEqual([
      { path: 'aliases.0.path', message },
    ])
  })

  test('rejects an alias that is another page’s address or alias', async () => {
    await createPage('/alias-taken-test', quiet, ['/alias-taken-old'])
    expect(
      await fieldErrors(createPage('/alias-second-test', quiet, ['/alias-taken-test'])),
    ).toEqual([
      {
        path: 'aliases',
        message: '/alias-taken-test already shows the page "Collection test page".',
      },
    ])
    expect(await fieldErrors(createPage('/alias-third-test', quiet, ['/alias-taken-old']))).toEqual(
      [
        {
          path: 'aliases',
          message: '/alias-taken-old already shows the page "Collection test page".',
        },
      ],
    )
  })

  test('rejects an alias that repeats the page’s own address', async () => {
    expect(await fieldErrors(createPage('/alias-self-test', quiet, ['/alias-self-test']))).toEqual([
      { path: 'aliases', message: '/alias-self-test is listed twice for this page.' },
    ])
  })

  test('publishing expires each alias too', async () => {
    await createPage('/alias-expiry-test', {}, ['/alias-expiry-old'])
    expect(expiredTags).toEqual(
      expect.arrayContaining(['page:/alias-expiry-test', 'page:/alias-expiry-old']),
    )
  })
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
      req: asAdminSave(),
    })
    expect(expiredTags).toEqual(
      expect.arrayContaining(['page:/move-from-test', 'page:/move-to-test', 'collection:pages']),
    )
  })

  test('deleting a page expires its path', async () => {
    const page = await createPage('/delete-expiry-test', { disableRevalidate: true })
    await payload.delete({ collection: 'pages', id: page.id, req: asAdminSave() })
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
