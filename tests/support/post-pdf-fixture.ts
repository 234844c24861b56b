import type { PostPdfContent } from '../../src/pdf/documents/post.pdf-name'

/**
 * A post as its PDF is made from it, with nothing but `overrides` and what every post has: no
 * date, category, topics, picture or body unless given.
 */
export function plainPostPdf(overrides: Partial<PostPdfContent>): PostPdfContent {
  return {
    title: 'A post',
    excerpt: 'An excerpt.',
    path: '/blog/a-post',
    authorName: 'Avery Juniper',
    publishedAt: null,
    revisedAt: null,
    categoryName: null,
    tagNames: [],
    heroImage: null,
    content: { type: 'root', children: [] },
    imagesByMediaId: new Map(),
    firmName: 'Juniper Hill Law',
    siteUrl: 'https://juniperhill.example/',
    ...overrides,
  }
}
