import { listPostSummaries } from '@/data/posts'
import { getSiteProfile } from '@/data/site-profile'
import { rssXml } from '@/domain/blog/rss'
import { absoluteUrl } from '@/domain/seo/structured-data'

export const dynamic = 'force-static'

/** How many of the newest posts the feed carries. */
const feedLength = 20

/** `GET /blog/rss.xml`: the blog's RSS 2.0 feed, the newest posts with absolute links. */
export async function GET() {
  const [posts, profile] = await Promise.all([listPostSummaries(), getSiteProfile()])
  const newest = posts.slice(0, feedLength)
  const url = (path: string) => absoluteUrl(profile.siteUrl, path)
  const xml = rssXml(
    {
      title: `${profile.name} blog`,
      link: url('/blog'),
      description: `Articles from ${profile.name}: general information, not legal advice.`,
      selfUrl: url('/blog/rss.xml'),
      lastBuildDate: newest[0] ? new Date(newest[0].updatedAt) : undefined,
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
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
