import Link from 'next/link'

import { PostCardList } from '@/components/blog/post-card'
import type { PostSummary } from '@/data/posts'
import { pagePath } from '@/domain/blog/pagination'

/**
 * One page of a listing of posts, with links to the previous and next pages (real addresses:
 * /blog, /blog/page/2…), so every page can be linked to, crawled and read without JavaScript.
 */
export function PostListing({
  posts,
  page,
  pages,
  basePath,
  headingId,
  heading,
}: {
  posts: PostSummary[]
  page: number
  pages: number
  basePath: string
  headingId: string
  heading: string
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-10">
      <h2 id={headingId} className="text-3xl">
        {heading}
      </h2>
      <PostCardList posts={posts} columnsClassName="md:grid-cols-2 lg:grid-cols-3" />
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-2">
          {page > 1 ? (
            <Link href={pagePath(basePath, page - 1)} rel="prev">
              Newer posts
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={pagePath(basePath, page + 1)} rel="next">
              Older posts
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
