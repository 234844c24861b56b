import Link from 'next/link'

import { PostCardList } from '@/components/blog/post-card'
import { listPostSummaries } from '@/data/posts'
import { relationId } from '@/domain/content/relationship'
import type { FromTheBlogBlock } from '@/payload-types'

/** The newest posts of the block's category, with a link to all of them. Hidden when there are none. */
export async function FromTheBlog({ block }: { block: FromTheBlogBlock }) {
  const categoryId = relationId(block.category)
  const posts = (await listPostSummaries())
    .filter((post) => post.category?.id === categoryId)
    .slice(0, block.limit)
  const category = posts[0]?.category
  if (!category) return null
  const headingId = `from-the-blog-${block.id}`
  return (
    <section aria-labelledby={headingId}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={headingId} className="text-3xl">
          {block.heading}
        </h2>
        <PostCardList posts={posts} />
        <p className="mt-6">
          <Link href={`/blog/categories/${category.slug}`} className="font-semibold">
            All articles on {category.name}
          </Link>
        </p>
      </div>
    </section>
  )
}
