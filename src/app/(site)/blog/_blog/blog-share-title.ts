import { listBlogPaths } from '@/data/blog-paths'
import { listTaxa } from '@/data/blog-taxonomy'
import { listPostSummaries } from '@/data/posts'

/**
 * The title on the share card of the blog page at `path`: a post's title, a category's or
 * topic's name, or the blog's; null for an address the blog does not have (or its feed).
 */
export async function blogShareTitle(path: string): Promise<string | null> {
  if (path === '/blog/rss.xml' || !(await listBlogPaths()).includes(path)) return null
  const [section, slug] = path.split('/').slice(2)
  if (section === undefined || section === 'page') return 'Blog'
  if (section === 'categories' || section === 'tags') {
    if (!slug) return section === 'categories' ? 'Blog categories' : 'Blog topics'
    const taxon = (await listTaxa(section)).find((each) => each.slug === slug)
    return taxon?.name ?? null
  }
  return (await listPostSummaries()).find((post) => post.slug === section)?.title ?? null
}
