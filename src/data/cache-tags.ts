/**
 * Cache tags shared by the data readers (which tag what they cache) and the collection hooks
 * (which invalidate on publish). No runtime imports, so Payload's config graph can load it.
 */
export const cacheTags = {
  collection: (slug: string) => `collection:${slug}`,
  global: (slug: string) => `global:${slug}`,
  page: (path: string) => `page:${path}`,
  redirect: (path: string) => `redirect:${path}`,
  post: (slug: string) => `post:${slug}`,
  category: (slug: string) => `category:${slug}`,
  tag: (slug: string) => `tag:${slug}`,
  quiz: (slug: string) => `quiz:${slug}`,
}

/**
 * Tags that together cover every cached read: each read carries its collection's or global's
 * tag besides its own. Expiring these expires the whole content cache.
 */
export const rootCacheTags = [
  cacheTags.collection('pages'),
  cacheTags.collection('redirects'),
  cacheTags.collection('testimonials'),
  cacheTags.collection('posts'),
  cacheTags.collection('categories'),
  cacheTags.collection('tags'),
  cacheTags.collection('post-pdfs'),
  cacheTags.collection('users'),
  cacheTags.collection('quizzes'),
  cacheTags.collection('tools'),
  cacheTags.global('site-settings'),
  cacheTags.global('navigation'),
  cacheTags.global('landings'),
  cacheTags.global('blog'),
]
