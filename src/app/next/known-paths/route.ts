import type { NextRequest } from 'next/server'

import { listTaxa } from '@/data/blog-taxonomy'
import { listPageSummaries } from '@/data/pages'
import { listPostSummaries } from '@/data/posts'
import { listRedirectSources } from '@/data/redirects'
import { blogPaths } from '@/domain/blog/blog-paths'
import { internalRoutePurposes, isInternalRequest } from '@/lib/auth/internal-routes'

export const dynamic = 'force-dynamic'

/**
 * `GET /next/known-paths`: every address a CMS page, alias, blog page or redirect owns, for the
 * front door (src/server.ts), which answers every other address under the CMS routes with the 404
 * page without rendering it. Read from the content cache: no database query per call.
 */
export async function GET(request: NextRequest) {
  if (!isInternalRequest(request, internalRoutePurposes.knownPaths)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  const [pages, posts, categories, tags, redirectSources] = await Promise.all([
    listPageSummaries(),
    listPostSummaries(),
    listTaxa('categories'),
    listTaxa('tags'),
    listRedirectSources(),
  ])
  const counted = (taxa: typeof categories) =>
    taxa.map(({ slug, posts: taxonPosts }) => ({ slug, postCount: taxonPosts.length }))
  const paths = [
    ...pages.flatMap((page) => [page.path, ...(page.aliases ?? []).map((alias) => alias.path)]),
    ...blogPaths({
      postSlugs: posts.map((post) => post.slug),
      categories: counted(categories),
      tags: counted(tags),
      totalPosts: posts.length,
    }),
    ...redirectSources,
  ]
  return Response.json({ paths }, { headers: { 'Cache-Control': 'no-store' } })
}
