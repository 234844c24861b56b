import type { NextRequest } from 'next/server'

import { listBlogPaths } from '@/data/blog-paths'
import { listPageSummaries } from '@/data/pages'
import { listQuizSummaries } from '@/data/quizzes'
import { listRedirectSources } from '@/data/redirects'
import { internalRoutePurposes, isInternalRequest } from '@/lib/auth/internal-routes'

export const dynamic = 'force-dynamic'

/**
 * `GET /next/known-paths`: every address a CMS page, alias, blog page, quiz or redirect owns, for the
 * front door (src/server.ts), which answers every other address under the CMS routes with the 404
 * page without rendering it. Read from the content cache: no database query per call.
 */
export async function GET(request: NextRequest) {
  if (!isInternalRequest(request, internalRoutePurposes.knownPaths)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  const [pages, blogPaths, quizzes, redirectSources] = await Promise.all([
    listPageSummaries(),
    listBlogPaths(),
    listQuizSummaries(),
    listRedirectSources(),
  ])
  const paths = [
    ...pages.flatMap((page) => [page.path, ...(page.aliases ?? []).map((alias) => alias.path)]),
    ...blogPaths,
    ...quizzes.map((quiz) => `/quizzes/${quiz.slug}`),
    ...redirectSources,
  ]
  return Response.json({ paths }, { headers: { 'Cache-Control': 'no-store' } })
}
