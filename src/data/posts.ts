import 'server-only'

import { isPopulated } from '@/domain/content/relationship'
import { getPayloadClient } from '@/lib/payload'
import type { Category, Media, Post, Tag } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'
import { linkedDocTags } from './linked-doc-tags'

/** A category or tag as post cards and menus show it. */
export type TaxonLink = Pick<Category | Tag, 'id' | 'name' | 'slug'>

/** What listings, related posts, the feed and the sitemap need of a post (no body). */
export type PostSummary = Pick<
  Post,
  'id' | 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'revisedAt' | 'updatedAt' | 'readingMinutes'
> & { heroImage: Media | null; category: TaxonLink | null; tags: TaxonLink[] }

/** A post as its own page shows it. */
export type PostDetail = PostSummary &
  Pick<Post, 'content' | 'closingCta' | '_status'> & {
    /** The writer's staff account id; null: the firm's responsible attorney signs the post. */
    author: number | null
  }

const summaryFields = {
  slug: true,
  title: true,
  excerpt: true,
  heroImage: true,
  category: true,
  tags: true,
  publishedAt: true,
  revisedAt: true,
  updatedAt: true,
  readingMinutes: true,
} as const

const taxonLink = ({ id, name, slug }: TaxonLink): TaxonLink => ({ id, name, slug })

function toSummary(post: Pick<Post, keyof typeof summaryFields | 'id'>): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    revisedAt: post.revisedAt,
    updatedAt: post.updatedAt,
    readingMinutes: post.readingMinutes,
    heroImage: isPopulated(post.heroImage) ? post.heroImage : null,
    category: isPopulated(post.category) ? taxonLink(post.category) : null,
    tags: (post.tags ?? []).filter(isPopulated).map(taxonLink),
  }
}

async function queryPostSummaries(): Promise<PostSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    select: summaryFields,
    sort: '-publishedAt',
    depth: 1,
    limit: 0,
    overrideAccess: false,
  })
  return docs.map(toSummary)
}

/** Every published post, newest first: the blog's listings, related posts, feed and sitemap. */
export const listPostSummaries = cachedRead(
  queryPostSummaries,
  ['post-summaries'],
  [
    cacheTags.collection('posts'),
    cacheTags.collection('categories'),
    cacheTags.collection('tags'),
    cacheTags.collection('media'),
  ],
)

async function queryPostBySlug(slug: string, draft: boolean): Promise<PostDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    select: { ...summaryFields, content: true, closingCta: true, author: true, _status: true },
    depth: 1,
    limit: 1,
    draft,
    overrideAccess: draft,
  })
  const post = docs[0]
  if (!post) return null
  return {
    ...toSummary(post),
    content: post.content,
    closingCta: post.closingCta,
    author: isPopulated(post.author) ? post.author.id : (post.author ?? null),
    _status: post._status,
  }
}

/**
 * The published post at /blog/{slug}, or its latest draft in draft view (staff only), or null.
 * The author is the staff account's id; its public profile is read on its own (accounts are
 * never read with a post).
 */
export async function findPostBySlug(
  slug: string,
  { draft = false } = {},
): Promise<PostDetail | null> {
  if (draft) return queryPostBySlug(slug, true)
  return cachedRead(
    () => queryPostBySlug(slug, false),
    ['post', slug],
    [cacheTags.post(slug), ...linkedDocTags, cacheTags.collection('media')],
  )()
}
