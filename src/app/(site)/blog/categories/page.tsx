import { blogPageMetadata } from '../_blog/blog-metadata'
import { TaxonIndex } from '../_blog/taxon-index'

const title = 'Blog categories'
const lead =
  'Our posts by area of practice: estate planning, small business, bankruptcy and nonprofits.'

export function generateMetadata() {
  return blogPageMetadata({ path: '/blog/categories', title, description: lead })
}

/** /blog/categories: every category with its introduction and number of posts. */
export default function CategoriesPage() {
  return <TaxonIndex kind="categories" title={title} lead={lead} />
}
