import { pageCount, pagePath, postsPerPage } from './pagination'

/** A category or tag with the number of published posts its listing pages through. */
export type BlogTaxon = { slug: string; postCount: number }

/** What the blog's public addresses depend on: published posts, categories and tags. */
export type BlogPathsInput = {
  /** Slugs of published posts (validated `[a-z0-9-]`, used as they are). */
  postSlugs: ReadonlyArray<string>
  categories: ReadonlyArray<BlogTaxon>
  tags: ReadonlyArray<BlogTaxon>
  /** Posts the `/blog` listing pages through: all published but the featured and spotlit ones. */
  listedPosts: number
  perPage?: number
}

function listingPaths(basePath: string, total: number, perPage: number): string[] {
  return Array.from({ length: pageCount(total, perPage) }, (_, index) =>
    pagePath(basePath, index + 1),
  )
}

/**
 * Every public address of the blog: `/blog` and its pages 2…N, each post, the category and tag
 * indexes, each category and tag with their pages, and the RSS feed. One list for the front door's
 * known paths, `generateStaticParams` and the sitemap, so they cannot disagree about what exists.
 * A category or tag without posts still has its page (its intro or definition).
 */
export function blogPaths({
  postSlugs,
  categories,
  tags,
  listedPosts,
  perPage = postsPerPage,
}: BlogPathsInput): string[] {
  const taxonPaths = (indexPath: string, taxa: ReadonlyArray<BlogTaxon>) => [
    indexPath,
    ...taxa.flatMap(({ slug, postCount }) =>
      listingPaths(`${indexPath}/${slug}`, postCount, perPage),
    ),
  ]
  return [
    ...listingPaths('/blog', listedPosts, perPage),
    ...postSlugs.map((slug) => `/blog/${slug}`),
    ...taxonPaths('/blog/categories', categories),
    ...taxonPaths('/blog/tags', tags),
    '/blog/rss.xml',
  ]
}
