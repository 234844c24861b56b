import 'server-only'

import { blogPaths } from '@/domain/blog/blog-paths'

import { getBlogFrontPosts } from './blog-front'
import { listTaxa } from './blog-taxonomy'
import { listPostSummaries } from './posts'

/** Every public address of the blog now (from the content cache): see `blogPaths`. */
export async function listBlogPaths(): Promise<string[]> {
  const [posts, front, categories, tags] = await Promise.all([
    listPostSummaries(),
    getBlogFrontPosts(),
    listTaxa('categories'),
    listTaxa('tags'),
  ])
  const counted = (taxa: typeof categories) =>
    taxa.map(({ slug, posts: taxonPosts }) => ({ slug, postCount: taxonPosts.length }))
  return blogPaths({
    postSlugs: posts.map((post) => post.slug),
    categories: counted(categories),
    tags: counted(tags),
    listedPosts: front.listed.length,
  })
}
