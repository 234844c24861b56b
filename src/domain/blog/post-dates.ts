/** The dates a post carries: the attorney's publication and "Updated on" dates, and the CMS's last save. */
export type PostDates = {
  publishedAt?: string | null
  revisedAt?: string | null
  updatedAt: string
}

/**
 * When what a post says last changed (ISO 8601): its "Updated on" date, else its publication
 * date. The one source for its `dateModified`, its sitemap `lastmod` and its Open Graph
 * `modified_time`. The CMS's own `updatedAt` moves with every save (a category renamed, a
 * database seeded or migrated) and only stands in for a post never published.
 */
export function postLastModified({ publishedAt, revisedAt, updatedAt }: PostDates): string {
  return revisedAt || publishedAt || updatedAt
}

/** The latest `postLastModified` of `posts` (a listing's last change), or undefined without posts. */
export function latestModified(posts: ReadonlyArray<PostDates>): string | undefined {
  return posts
    .map(postLastModified)
    .reduce<string | undefined>(
      (latest, date) =>
        latest === undefined || Date.parse(date) > Date.parse(latest) ? date : latest,
      undefined,
    )
}
