import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import type { Category, Tag } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'
import { listPostSummaries, type PostSummary } from './posts'

export type CategoryDetail = Pick<Category, 'id' | 'name' | 'slug' | 'intro' | 'image' | 'faq'>
export type TagDetail = Pick<Tag, 'id' | 'name' | 'slug' | 'definition'>

async function queryCategories(): Promise<CategoryDetail[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    select: { name: true, slug: true, intro: true, image: true, faq: true },
    sort: ['sortOrder', 'name'],
    depth: 1,
    limit: 0,
    overrideAccess: false,
  })
  return docs
}

/** The blog's categories in the order staff gave them: menus, the categories page, their pages. */
export const listCategories = cachedRead(
  queryCategories,
  ['blog-categories'],
  [cacheTags.collection('categories'), cacheTags.collection('media')],
)

async function queryTags(): Promise<TagDetail[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tags',
    select: { name: true, slug: true, definition: true },
    sort: 'name',
    depth: 0,
    limit: 0,
    overrideAccess: false,
  })
  return docs
}

/** The blog's tags by name: the tags page and each tag's page. */
export const listTags = cachedRead(queryTags, ['blog-tags'], [cacheTags.collection('tags')])

/** The two ways posts are grouped: one category each, any number of topics (tags). */
export type TaxonKind = 'categories' | 'tags'

export type Taxon = {
  name: string
  slug: string
  /** The category's intro or the tag's definition. */
  about: string
  faq: NonNullable<Category['faq']>[number] | null
  posts: PostSummary[]
}

/** Every category or tag with its published posts, newest first, in the CMS's order. */
export async function listTaxa(kind: TaxonKind): Promise<Taxon[]> {
  const summaries = await listPostSummaries()
  if (kind === 'categories') {
    return (await listCategories()).map((category) => ({
      name: category.name,
      slug: category.slug,
      about: category.intro,
      faq: category.faq?.[0] ?? null,
      posts: summaries.filter((post) => post.category?.slug === category.slug),
    }))
  }
  return (await listTags()).map((tag) => ({
    name: tag.name,
    slug: tag.slug,
    about: tag.definition,
    faq: null,
    posts: summaries.filter((post) => post.tags.some((postTag) => postTag.slug === tag.slug)),
  }))
}
