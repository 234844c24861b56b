/** What relating posts needs to know about a post. Ids compare as text, so 3 and '3' match. */
export type RelatablePost = {
  slug: string
  categoryId: number | string
  tagIds: ReadonlyArray<number | string>
  /** ISO 8601; a date that does not parse counts as the oldest. */
  publishedAt: string
}

const sameCategoryScore = 3
const sharedTagScore = 2

function publishedTime(post: RelatablePost): number {
  const time = Date.parse(post.publishedAt)
  return Number.isNaN(time) ? -Infinity : time
}

/** Newest first; the same date by slug, so the order never depends on the input's order. */
function newestFirst(a: RelatablePost, b: RelatablePost): number {
  const byDate = publishedTime(b) - publishedTime(a)
  if (byDate !== 0 && !Number.isNaN(byDate)) return byDate
  return Number(a.slug > b.slug) - Number(a.slug < b.slug)
}

/**
 * The posts to suggest below `target`, most related first. A candidate scores 3 for sharing the
 * target's category plus 2 for each tag they share; higher scores come first, equal scores newest
 * first, then by slug. Up to `max` posts with a score above 0 are kept; when fewer than `min`
 * relate at all, the newest unrelated posts fill the list up to `min`, so a post on a fresh topic
 * still points readers on. The target itself (by slug) is never suggested. Deterministic: no
 * clock, no randomness, independent of the candidates' order.
 */
export function relatedPosts<T extends RelatablePost>(
  target: RelatablePost,
  candidates: ReadonlyArray<T>,
  { max = 5, min = 3 }: { max?: number; min?: number } = {},
): T[] {
  const targetTags = new Set(target.tagIds.map(String))
  const scoreOf = (post: RelatablePost) =>
    (String(post.categoryId) === String(target.categoryId) ? sameCategoryScore : 0) +
    sharedTagScore * new Set(post.tagIds.map(String).filter((id) => targetTags.has(id))).size
  const scored = candidates
    .filter((post) => post.slug !== target.slug)
    .map((post) => ({ post, score: scoreOf(post) }))
  const related = scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.post, b.post))
    .map(({ post }) => post)
    .slice(0, max)
  const fillers = scored
    .filter(({ score }) => score === 0)
    .map(({ post }) => post)
    .sort(newestFirst)
    .slice(0, Math.max(0, Math.min(min, max) - related.length))
  return [...related, ...fillers]
}
