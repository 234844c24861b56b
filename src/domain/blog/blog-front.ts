/** The posts of the blog's front page and of its later pages, each post on one of them only. */
export type BlogFrontPosts<T> = {
  /** Shown large on page 1: the one staff chose, else the newest; null without posts. */
  featured: T | null
  /** Staff's "good places to start" on page 1, in their order, without the featured post. */
  spotlight: T[]
  /** Every other post, newest first: the listing that pages 1, 2, … go through. */
  listed: T[]
}

/**
 * Splits `posts` (newest first) into the featured post, the spotlight and the listing, so that
 * every post shows once across the blog's pages: a post shown at the top of page 1 is not listed
 * again below it or on a later page. Ids that name no post (unpublished since) are skipped.
 */
export function blogFrontPosts<T extends { id: number }>(
  posts: ReadonlyArray<T>,
  { featuredId, spotlightIds }: { featuredId: number | null; spotlightIds: ReadonlyArray<number> },
): BlogFrontPosts<T> {
  const byId = new Map(posts.map((post) => [post.id, post]))
  const featured = (featuredId === null ? undefined : byId.get(featuredId)) ?? posts[0] ?? null
  const spotlight = [...new Set(spotlightIds)]
    .filter((id) => id !== featured?.id)
    .flatMap((id) => byId.get(id) ?? [])
  const shown = new Set([featured?.id, ...spotlight.map((post) => post.id)])
  return { featured, spotlight, listed: posts.filter((post) => !shown.has(post.id)) }
}
