import Link from 'next/link'

import type { PostSummary } from '@/data/posts'

import { PostDate } from './post-date'

/** A post in a listing: its title as the link, category, date, reading time and excerpt. */
export function PostCard({
  post,
  headingLevel = 'h2',
}: {
  post: PostSummary
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className="border-brand-100 flex h-full flex-col rounded-xl border p-6">
      {post.category ? (
        <p className="text-brand-800 text-base font-semibold">{post.category.name}</p>
      ) : null}
      <Heading className="mt-2 text-2xl">
        <Link href={`/blog/${post.slug}`}>{post.title}</Link>
      </Heading>
      <p className="text-ink-muted mt-2 text-base">
        {post.publishedAt ? <PostDate iso={post.publishedAt} /> : null}
        {post.readingMinutes ? ` · ${post.readingMinutes} min read` : null}
      </p>
      <p className="mt-3">{post.excerpt}</p>
    </article>
  )
}

/**
 * Posts as a grid of cards, their titles at `h3` under the section's heading; `columnsClassName`
 * sets the columns per screen width.
 */
export function PostCardList({
  posts,
  columnsClassName = 'md:grid-cols-3',
}: {
  posts: ReadonlyArray<PostSummary>
  columnsClassName?: string
}) {
  return (
    <ul className={`mt-6 grid gap-6 ${columnsClassName}`}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel="h3" />
        </li>
      ))}
    </ul>
  )
}
