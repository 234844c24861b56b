import { bankruptcyPosts } from './bankruptcy'
import { estatePlanningPosts } from './estate-planning'
import { nonprofitPosts } from './nonprofits'
import type { SeedPost } from './seed-post'
import { smallBusinessPosts } from './small-business'

export { postPath, postSlugs, type PostSlug, type SeedPost } from './seed-post'

/**
 * The blog's first posts, oldest first: the order to publish them in, so their publish dates and
 * the order they were created agree. Posts 1–9 by date fill the listing's first page.
 */
export const seedPosts: SeedPost[] = [
  ...estatePlanningPosts,
  ...smallBusinessPosts,
  ...bankruptcyPosts,
  ...nonprofitPosts,
].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
