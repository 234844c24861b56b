/**
 * The collections a rich-text internal link may point to: each has public addresses. The editor's
 * link field offers only these (staff accounts, inquiries and the like have no page to link to).
 */
export const linkableCollections = ['pages', 'posts', 'quizzes', 'categories', 'tags'] as const

/** An internal link's target as Payload stores it: the collection and the document (or its id). */
export type LinkedDoc = { relationTo: string; value: unknown }

type LinkableCollection = (typeof linkableCollections)[number]

const isLinkable = (slug: string): slug is LinkableCollection =>
  (linkableCollections as ReadonlyArray<string>).includes(slug)

const addressOf: Record<LinkableCollection, (doc: Record<string, unknown>) => unknown> = {
  pages: (doc) => doc.path,
  posts: (doc) => (typeof doc.slug === 'string' ? `/blog/${doc.slug}` : null),
  quizzes: (doc) => (typeof doc.slug === 'string' ? `/quizzes/${doc.slug}` : null),
  categories: (doc) => (typeof doc.slug === 'string' ? `/blog/categories/${doc.slug}` : null),
  tags: (doc) => (typeof doc.slug === 'string' ? `/blog/tags/${doc.slug}` : null),
}

/**
 * The site path of an internal link's document: a page's path, `/blog/{slug}` for a post,
 * `/quizzes/{slug}`, `/blog/categories/{slug}`, `/blog/tags/{slug}`. Null when the link leads
 * nowhere a visitor may go: the document was not read (an id: deleted, unpublished or beyond the
 * read's depth), is not published (`_status` of a collection with drafts), or is of a collection
 * without pages. Renderers print a null link's words as plain text, never a link to a 404.
 */
export function linkedDocPath({ relationTo, value }: LinkedDoc): string | null {
  if (!isLinkable(relationTo) || typeof value !== 'object' || value === null) return null
  const doc = value as Record<string, unknown>
  if ('_status' in doc && doc._status !== 'published') return null
  const path = addressOf[relationTo](doc)
  return typeof path === 'string' && path.startsWith('/') ? path : null
}

/**
 * What a document a rich text relationship shows is called: a page's or post's title, a
 * category's or topic's name; null when the document was not read or has neither.
 */
export function linkedDocTitle({ value }: LinkedDoc): string | null {
  if (typeof value !== 'object' || value === null) return null
  const { title, name } = value as { title?: unknown; name?: unknown }
  if (typeof title === 'string' && title.trim() !== '') return title
  return typeof name === 'string' && name.trim() !== '' ? name : null
}
