import 'server-only'

import { relationId } from '@/domain/content/relationship'
import { getPayloadClient } from '@/lib/payload'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

export type BlogSettings = {
  intro: string
  /** The post staff chose to show large on /blog, if any (the newest one otherwise). */
  featuredPostId: number | null
  spotlightPostIds: number[]
}

async function queryBlogSettings(): Promise<BlogSettings> {
  const payload = await getPayloadClient()
  const blog = await payload.findGlobal({ slug: 'blog', depth: 0, overrideAccess: false })
  return {
    intro: blog.intro ?? '',
    featuredPostId: blog.featuredPost ? relationId(blog.featuredPost) : null,
    spotlightPostIds: (blog.spotlight ?? []).map(relationId),
  }
}

/** The blog front page's introduction, featured post and spotlight list. */
export const getBlogSettings = cachedRead(
  queryBlogSettings,
  ['blog-settings'],
  [cacheTags.global('blog')],
)
