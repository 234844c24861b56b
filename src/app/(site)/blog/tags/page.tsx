import { blogPageMetadata } from '../_blog/blog-metadata'
import { TaxonIndex } from '../_blog/taxon-index'

const title = 'Blog topics'
const lead = 'The subjects our posts cover, each with a short definition and the posts about it.'

export function generateMetadata() {
  return blogPageMetadata({ path: '/blog/tags', title, description: lead })
}

/** /blog/tags: every topic with its definition and number of posts. */
export default function TagsPage() {
  return <TaxonIndex kind="tags" title={title} lead={lead} />
}
