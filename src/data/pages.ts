import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'
import { linkedDocTags } from './linked-doc-tags'

export type PageDetail = Pick<
  Page,
  'id' | 'title' | 'path' | 'description' | 'noindex' | 'layout' | 'updatedAt'
>
export type PageSummary = Pick<Page, 'title' | 'path' | 'aliases' | 'noindex' | 'updatedAt'>

async function queryByPath(path: string, draft: boolean): Promise<PageDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { or: [{ path: { equals: path } }, { 'aliases.path': { equals: path } }] },
    select: {
      title: true,
      path: true,
      description: true,
      noindex: true,
      layout: true,
      updatedAt: true,
    },
    depth: 1,
    limit: 1,
    draft,
    overrideAccess: draft,
  })
  return docs[0] ?? null
}

/**
 * The published page at `path` (e.g. "/about") or with `path` among its aliases ("/about-us"),
 * or null when there is none. The page's own `path` is its canonical address.
 */
export async function findPageByPath(
  path: string,
  { draft = false } = {},
): Promise<PageDetail | null> {
  if (draft) return queryByPath(path, true)
  return cachedRead(
    () => queryByPath(path, false),
    ['page', path],
    [cacheTags.page(path), ...linkedDocTags, cacheTags.collection('media')],
  )()
}

async function queryPageSummaries(): Promise<PageSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    select: { title: true, path: true, aliases: true, noindex: true, updatedAt: true },
    depth: 0,
    limit: 0,
    sort: 'path',
    overrideAccess: false,
  })
  return docs
}

/** Every published page's title, path, aliases and last change, ordered by path. */
export const listPageSummaries = cachedRead(
  queryPageSummaries,
  ['page-summaries'],
  [cacheTags.collection('pages')],
)
