import { listPostSummaries } from '@/data/posts'
import { getSiteProfile } from '@/data/site-profile'
import { rssXml } from '@/domain/blog/rss'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { conditionalResponse } from '@/lib/feeds/conditional-response'

// Run for each request, from the cached posts (no database query), so that a feed reader's
// If-None-Match or If-Modified-Since gets a 304: Next answers a route it serves from its own
// cache without looking at either.
export const dynamic = 'force-dynamic'

/** How many of the newest posts the feed carries. */
const feedLength = 20

/**
 * `GET /blog/rss.xml`: the blog's RSS 2.0 feed, the newest posts with absolute links, dated by
 * its newest post's last change; 304 to a reader whose copy is current.
 */
export async function GET(request: Request) {
  const [posts, profile] = await Promise.all([listPostSummaries(), getSiteProfile()])
  const newest = posts.slice(0, feedLength)
  const url = (path: string) => absoluteUrl(profile.siteUrl, path)
  const lastBuildDate = newest[0] ? new Date(newest[0].updatedAt) : undefined
  const xml = rssXml(
    {
      title: `${profile.name} blog`,
      link: url('/blog'),
      description: `Articles from ${profile.name}: general information, not legal advice.`,
      selfUrl: url('/blog/rss.xml'),
      lastBuildDate,
    },
    newest.map((post) => ({
      title: post.title,
      link: url(`/blog/${post.slug}`),
      description: post.excerpt,
      pubDate: new Date(post.publishedAt ?? post.updatedAt),
      guid: url(`/blog/${post.slug}`),
      categories: [post.category?.name ?? '', ...post.tags.map((tag) => tag.name)].filter(Boolean),
    })),
  )
  return conditionalResponse(request, xml, {
    contentType: 'application/rss+xml; charset=utf-8',
    lastModified: lastBuildDate ?? null,
  })
}
