import 'server-only'

import { blogFrontPosts, type BlogFrontPosts } from '@/domain/blog/blog-front'

import { getBlogSettings } from './blog-settings'
import { listPostSummaries, type PostSummary } from './posts'

/**
 * The blog's featured post, its spotlight and the listing of every other published post (from the
 * content cache), each post in one of them only: see `blogFrontPosts`.
 */
export async function getBlogFrontPosts(): Promise<BlogFrontPosts<PostSummary>> {
  const [settings, summaries] = await Promise.all([getBlogSettings(), listPostSummaries()])
  return blogFrontPosts(summaries, {
    featuredId: settings.featuredPostId,
    spotlightIds: settings.spotlightPostIds,
  })
}
