import 'server-only'

import { listBlogPaths } from './blog-paths'
import { listPageSummaries } from './pages'
import { listQuizSummaries } from './quizzes'
import { listRedirectSources } from './redirects'

/**
 * Every address a CMS page, alias, blog page or quiz shows a page at, from the content cache:
 * the addresses a redirect never takes from their page.
 */
export async function listKnownPagePaths(): Promise<ReadonlySet<string>> {
  const [pages, blogPaths, quizzes] = await Promise.all([
    listPageSummaries(),
    listBlogPaths(),
    listQuizSummaries(),
  ])
  return new Set([
    ...pages.flatMap((page) => [page.path, ...(page.aliases ?? []).map((alias) => alias.path)]),
    ...blogPaths,
    ...quizzes.map((quiz) => `/quizzes/${quiz.slug}`),
  ])
}

/**
 * Every address a CMS page, alias, blog page, quiz or redirect owns, for the front door, which
 * answers every other address under the CMS routes with the 404 page without rendering it. Read
 * from the content cache: no database query per call.
 */
export async function listKnownCmsPaths(): Promise<ReadonlySet<string>> {
  const [pagePaths, redirectSources] = await Promise.all([
    listKnownPagePaths(),
    listRedirectSources(),
  ])
  return new Set([...pagePaths, ...redirectSources])
}
