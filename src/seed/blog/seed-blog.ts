import type { Payload, PayloadRequest } from 'payload'

import { seedBlogSettings } from './blog-settings'
import { seedCategories } from './categories'
import { seedPosts } from './posts'
import { seedTags } from './tags'

/** The id each seeded document got, by its slug; a slug the seed never created is a seed bug. */
function idsBySlug(docs: ReadonlyArray<{ id: number; slug: string }>) {
  const ids = new Map(docs.map((doc) => [doc.slug, doc.id]))
  return (slug: string) => {
    const id = ids.get(slug)
    if (id === undefined) throw new Error(`The blog seed names "${slug}", which it did not create.`)
    return id
  }
}

/**
 * Creates the blog's categories, tags and first posts (published, oldest first, with their own
 * dates) and its front-page settings, inside the seed's transaction (`req`). Gives the id of each
 * category by its slug, for the pages that list a category's posts.
 */
export async function seedBlog(payload: Payload, req: PayloadRequest) {
  const categories = []
  for (const category of seedCategories) {
    categories.push(await payload.create({ collection: 'categories', data: category, req }))
  }
  const tags = []
  for (const tag of seedTags)
    tags.push(await payload.create({ collection: 'tags', data: tag, req }))
  const categoryId = idsBySlug(categories)
  const tagId = idsBySlug(tags)

  const posts = []
  for (const { categorySlug, tagSlugs, ...post } of seedPosts) {
    const data = {
      ...post,
      category: categoryId(categorySlug),
      tags: tagSlugs.map(tagId),
      _status: 'published' as const,
    }
    posts.push(await payload.create({ collection: 'posts', data, req }))
  }
  const postId = idsBySlug(posts)

  await payload.updateGlobal({
    slug: 'blog',
    data: {
      intro: seedBlogSettings.intro,
      featuredPost: postId(seedBlogSettings.featuredPostSlug),
      spotlight: seedBlogSettings.spotlightSlugs.map(postId),
    },
    req,
  })
  return { categoryId }
}
