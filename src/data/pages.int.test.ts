import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Page } from '@/payload-types'

import { getTestPayload } from '../../tests/support/payload'
import { findPageByPath, listPageSummaries } from './pages'

type NewPage = Pick<Page, 'title' | 'path' | 'description' | 'layout'>

const seededPaths = [
  '/',
  '/services',
  '/services/bankruptcy',
  '/services/estate-planning',
  '/services/nonprofits',
  '/services/small-business',
]

function pageAt(path: string, title: string): NewPage {
  return {
    title,
    path,
    description: 'A page the integration tests create and delete again, never seen by visitors.',
    layout: [{ blockType: 'aboutTeaser', heading: title, text: 'Test content.' }],
  }
}

let payload: Payload
const createdIds: number[] = []

async function createPage(page: NewPage, status: 'draft' | 'published') {
  const doc = await payload.create({
    collection: 'pages',
    data: { ...page, _status: status },
    draft: status === 'draft',
    context: { disableRevalidate: true },
  })
  createdIds.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  for (const id of createdIds) {
    await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
  }
})

describe('findPageByPath', () => {
  test('returns the seeded home page with its blocks', async () => {
    const home = await findPageByPath('/')
    expect(home).toMatchObject({
      title: 'Home',
      path: '/',
      description: expect.stringContaining('Colorado practice'),
    })
    expect(home?.layout.map((block) => block.blockType)).toEqual([
      'hero',
      'serviceLines',
      'aboutTeaser',
      'testimonials',
      'callToAction',
      'callToAction',
      'callToAction',
    ])
    expect(home?.layout[0]).toMatchObject({
      blockType: 'hero',
      heading: 'Clear legal help for Colorado families and small businesses',
    })
  })

  test('finds a page by one of its aliases, with its own path as the canonical address', async () => {
    const page = await findPageByPath('/about-us')
    expect(page).toMatchObject({ path: '/about', title: 'About Us' })
    expect(await findPageByPath('/services/estate-planning/GunTrusts')).toMatchObject({
      path: '/services/estate-planning/gun-trusts',
    })
  })

  test('returns null for a path with no page', async () => {
    expect(await findPageByPath('/no-such-page')).toBeNull()
  })

  test('does not return a page saved only as a draft, except to a draft preview', async () => {
    await createPage(pageAt('/draft-only-test', 'Draft only'), 'draft')
    expect(await findPageByPath('/draft-only-test')).toBeNull()
    expect(await findPageByPath('/draft-only-test', { draft: true })).toMatchObject({
      title: 'Draft only',
    })
  })

  test('keeps showing the published version while a newer draft is pending', async () => {
    const page = await createPage(pageAt('/draft-pending-test', 'Published title'), 'published')
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Unpublished title' },
      draft: true,
      context: { disableRevalidate: true },
    })
    expect(await findPageByPath('/draft-pending-test')).toMatchObject({ title: 'Published title' })
    expect(await findPageByPath('/draft-pending-test', { draft: true })).toMatchObject({
      title: 'Unpublished title',
    })
  })
})

describe('listPageSummaries', () => {
  test('lists published pages only, ordered by path', async () => {
    await createPage(pageAt('/draft-listed-test', 'Draft listed'), 'draft')
    // Created last, so only a sort by path puts it right after the home page.
    await createPage(pageAt('/about-sort-test', 'About sort'), 'published')

    const paths = (await listPageSummaries()).map((summary) => summary.path)

    expect(paths).not.toContain('/draft-listed-test')
    expect(
      paths.filter((path) => seededPaths.includes(path) || path === '/about-sort-test'),
    ).toEqual(['/', '/about-sort-test', ...seededPaths.slice(1)])
    expect(paths).toEqual([...paths].sort())
  })

  test('gives each page its title and last change only', async () => {
    const summaries = await listPageSummaries()
    const home = summaries.find((summary) => summary.path === '/')
    expect(home).toMatchObject({ title: 'Home', updatedAt: expect.any(String) })
    expect(home).not.toHaveProperty('layout')
  })
})
