import { listTaxa } from '@/data/blog-taxonomy'
import { listPageSummaries } from '@/data/pages'
import { listPostSummaries } from '@/data/posts'
import { listQuizSummaries } from '@/data/quizzes'
import { getSiteProfile } from '@/data/site-profile'
import { latestModified, postLastModified } from '@/domain/blog/post-dates'
import { sitemapLastModified, sitemapXml, type SitemapEntry } from '@/domain/seo/sitemap-xml'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { conditionalResponse } from '@/lib/feeds/conditional-response'

// Run for each request, from cached reads (no database query), so that If-None-Match and
// If-Modified-Since get a 304: Next answers what it serves from its own cache without them.
export const dynamic = 'force-dynamic'

/** Pages built in code rather than in the CMS that search engines should find. */
const codePaths = ['/tools/RothConversionModel']

/**
 * Every published CMS page search engines may show (with its last change), the blog, its posts,
 * the category and topic indexes, each category and topic, the quizzes and the tools. A post is
 * dated as its structured data dates it (`postLastModified`); a listing by its latest post.
 */
async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [{ siteUrl }, pages, posts, categories, tags, quizzes] = await Promise.all([
    getSiteProfile(),
    listPageSummaries(),
    listPostSummaries(),
    listTaxa('categories'),
    listTaxa('tags'),
    listQuizSummaries(),
  ])
  const url = (path: string) => absoluteUrl(siteUrl, path)
  return [
    ...pages
      .filter((page) => !page.noindex)
      .map((page) => ({ url: url(page.path), lastModified: page.updatedAt })),
    ...(posts.length > 0
      ? ['/blog', '/blog/categories', '/blog/tags'].map((path) => ({
          url: url(path),
          lastModified: latestModified(posts),
        }))
      : []),
    ...posts.map((post) => ({
      url: url(`/blog/${post.slug}`),
      lastModified: postLastModified(post),
    })),
    ...categories
      .filter((category) => category.posts.length > 0)
      .map((category) => ({
        url: url(`/blog/categories/${category.slug}`),
        lastModified: latestModified(category.posts),
      })),
    ...tags
      .filter((tag) => tag.posts.length > 0)
      .map((tag) => ({
        url: url(`/blog/tags/${tag.slug}`),
        lastModified: latestModified(tag.posts),
      })),
    ...(quizzes.length > 0 ? [{ url: url('/quizzes') }] : []),
    ...quizzes.map((quiz) => ({ url: url(`/quizzes/${quiz.slug}`), lastModified: quiz.updatedAt })),
    ...codePaths.map((path) => ({ url: url(path) })),
  ]
}

/**
 * `GET /sitemap.xml`: every address above with its last change, dated by the latest of them;
 * 304 to a crawler whose copy is current.
 */
export async function GET(request: Request) {
  const entries = await sitemapEntries()
  return conditionalResponse(request, sitemapXml(entries), {
    contentType: 'application/xml; charset=utf-8',
    lastModified: sitemapLastModified(entries),
  })
}
