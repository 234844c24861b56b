import type { MetadataRoute } from 'next'

import { listTaxa } from '@/data/blog-taxonomy'
import { listPageSummaries } from '@/data/pages'
import { listPostSummaries } from '@/data/posts'
import { listQuizSummaries } from '@/data/quizzes'
import { getSiteProfile } from '@/data/site-profile'
import { absoluteUrl } from '@/domain/seo/structured-data'

/** Pages built in code rather than in the CMS that search engines should find. */
const codePaths = ['/tools/RothConversionModel']

/**
 * Every published CMS page search engines may show (with its last change), the blog, its posts,
 * categories and topics (each dated by its newest post), the quizzes and the tools.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
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
    ...(posts.length > 0 ? [{ url: url('/blog'), lastModified: posts[0]?.updatedAt }] : []),
    ...posts.map((post) => ({ url: url(`/blog/${post.slug}`), lastModified: post.updatedAt })),
    ...categories
      .filter((category) => category.posts.length > 0)
      .map((category) => ({
        url: url(`/blog/categories/${category.slug}`),
        lastModified: category.posts[0]?.updatedAt,
      })),
    ...tags
      .filter((tag) => tag.posts.length > 0)
      .map((tag) => ({
        url: url(`/blog/tags/${tag.slug}`),
        lastModified: tag.posts[0]?.updatedAt,
      })),
    ...(quizzes.length > 0 ? [{ url: url('/quizzes') }] : []),
    ...quizzes.map((quiz) => ({ url: url(`/quizzes/${quiz.slug}`), lastModified: quiz.updatedAt })),
    ...codePaths.map((path) => ({ url: url(path) })),
  ]
}
