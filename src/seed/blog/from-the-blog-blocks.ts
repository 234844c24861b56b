import type { PageData } from '../pages/page-data'
import type { CategorySlug } from './categories'

/** The service pages that list their category's newest posts, by page path. */
export const blogCategoryOfServicePage: Readonly<Record<string, CategorySlug>> = {
  '/services/estate-planning': 'estate-planning',
  '/services/small-business': 'small-business',
  '/services/bankruptcy': 'bankruptcy',
  '/services/nonprofits': 'nonprofits',
}

/**
 * `page` with a "From the blog" block of its category's newest posts, placed before its closing
 * call to action (or last); other pages as they are. `categoryId` gives a seeded category's id.
 */
export function withFromTheBlog(page: PageData, categoryId: (slug: string) => number): PageData {
  const categorySlug = blogCategoryOfServicePage[page.path]
  if (!categorySlug) return page
  const block = {
    blockType: 'fromTheBlog' as const,
    heading: 'From the blog',
    category: categoryId(categorySlug),
    limit: 3,
  }
  const last = page.layout.at(-1)
  const layout =
    last?.blockType === 'callToAction'
      ? [...page.layout.slice(0, -1), block, last]
      : [...page.layout, block]
  return { ...page, layout }
}
