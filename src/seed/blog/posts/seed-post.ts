import type { Post } from '@/payload-types'

import { paragraph } from '../../rich-text'
import type { CategorySlug } from '../categories'
import type { TagSlug } from '../tags'

/** Every seeded post's address, so references to posts (blog settings, links) are checked. */
export const postSlugs = [
  '2026-estate-tax-exclusion-colorado',
  'forming-a-colorado-llc',
  'chapter-7-or-chapter-13',
  'starting-a-colorado-nonprofit',
  'gun-trusts-2026-zero-tax-stamp',
  'llc-s-corporation-election',
  'bankruptcy-credit-counseling-and-debtor-education',
  'form-1023-or-form-1023-ez',
  'inherited-ira-10-year-rule',
  'employee-or-independent-contractor-colorado',
  'bankruptcy-automatic-stay',
  'keeping-a-colorado-nonprofit-in-good-standing',
] as const

export type PostSlug = (typeof postSlugs)[number]

/**
 * A post as the seed writes it: its words, with the category and tags named by slug (the seeding
 * code resolves them to ids). Each fact in `content` is listed in docs/content-sources.md §14.
 */
export type SeedPost = {
  title: Post['title']
  slug: PostSlug
  excerpt: Post['excerpt']
  categorySlug: CategorySlug
  tagSlugs: TagSlug[]
  /** A fixed ISO date in 2026, so the seed never depends on the clock. */
  publishedAt: string
  content: Post['content']
  /** Left out, the blog's usual closing call to action is shown. */
  closingCta?: Post['closingCta']
}

/** The path of a seeded post, for links between posts. */
export function postPath(slug: PostSlug): string {
  return `/blog/${slug}`
}

/** The last paragraph of every post. */
export function notLegalAdvice() {
  return paragraph(
    'This article is general information about the law as it stood when it was published. It is not legal advice about your situation.',
  )
}
