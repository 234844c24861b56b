import type { PayloadRequest } from 'payload'

// Frozen: the search records as the migration of 2026-11-26 (issue 26: the text keeps its block
// boundaries, heroes' leads are read) wrote them, copied from the collection hooks and the
// domain's record rules of that day. A migration must do the same thing forever, so this file is
// never edited: a later change to what records hold is a new migration with a helper of its own.

type ServiceLine = 'estatePlanning' | 'smallBusiness' | 'bankruptcy' | 'nonprofits'

type RecordType = 'page' | 'service' | 'post' | 'category' | 'tag' | 'faq' | 'quiz'

type SearchRecordV2 = {
  objectID: string
  type: RecordType
  title: string
  url: string
  excerpt: string
  body: string
  serviceLine: ServiceLine | null
  category: string | null
  tags: string[]
  date: string | null
  startingPrice: number | null
}

type FaqItem = { id?: string | null; question: string; answer: string }

type LexicalNode = {
  type: string
  children?: ReadonlyArray<LexicalNode>
  text?: string
  fields?: unknown
  [key: string]: unknown
}

const serviceLineBySlug: Readonly<Record<string, ServiceLine>> = {
  'estate-planning': 'estatePlanning',
  'small-business': 'smallBusiness',
  bankruptcy: 'bankruptcy',
  nonprofits: 'nonprofits',
}

function serviceLineOfSlug(slug: string | null | undefined): ServiceLine | null {
  return slug ? (serviceLineBySlug[slug] ?? null) : null
}

function serviceLineOfPath(path: string): ServiceLine | null {
  const match = /^\/services\/([a-z0-9-]+)/.exec(path)
  return serviceLineOfSlug(match?.[1])
}

const capped = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 5_000)

const inlineTypes = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

const blockNodeTypes = new Set(['block', 'inlineBlock'])

const blockSeparator = ' · '

const endsSentence = /[.!?:;…]["'”’)\]]*$/u

function joinBlocks(texts: ReadonlyArray<string>): string {
  let joined = ''
  for (const text of texts) {
    const trimmed = text.trim()
    if (!trimmed) continue
    joined = !joined
      ? trimmed
      : `${joined}${endsSentence.test(joined) ? ' ' : blockSeparator}${trimmed}`
  }
  return joined
}

function lexicalTextOf(node: LexicalNode): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  if (blockNodeTypes.has(node.type)) return blockText(node.fields)
  let text = ''
  for (const child of node.children ?? []) {
    const childText = lexicalTextOf(child)
    text = inlineTypes.has(child.type) ? text + childText : joinBlocks([text, childText])
  }
  return text
}

const readFieldNames = new Set([
  'heading',
  'subheading',
  'lead',
  'title',
  'text',
  'description',
  'body',
  'question',
  'answer',
  'name',
  'summary',
  'intro',
  'note',
  'item',
])

function blockText(value: unknown): string {
  if (Array.isArray(value)) return joinBlocks(value.map(blockText))
  if (!value || typeof value !== 'object') return ''
  const record = value as Record<string, unknown>
  if (record.root && typeof record.root === 'object') {
    return lexicalTextOf(record.root as LexicalNode)
      .replace(/\s+/g, ' ')
      .trim()
  }
  return joinBlocks(
    Object.entries(record).map(([key, field]) =>
      typeof field === 'string' ? (readFieldNames.has(key) ? field : '') : blockText(field),
    ),
  )
}

function lowestPrice(layout: ReadonlyArray<Record<string, unknown>>): number | null {
  const prices = layout
    .filter((block) => block.blockType === 'pricingTable' && Array.isArray(block.packages))
    .flatMap((block) => block.packages as Array<{ priceDollars?: unknown }>)
    .map((item) => item.priceDollars)
    .filter((price): price is number => typeof price === 'number')
  return prices.length > 0 ? Math.min(...prices) : null
}

function faqItemsOf(layout: ReadonlyArray<Record<string, unknown>>): FaqItem[] {
  return layout
    .filter((block) => block.blockType === 'faq' && Array.isArray(block.items))
    .flatMap((block) => block.items as FaqItem[])
}

function withFaq(owner: SearchRecordV2, items: readonly FaqItem[]): SearchRecordV2[] {
  const questions = items.flatMap((item) =>
    item.id
      ? [
          {
            ...owner,
            objectID: `${owner.objectID}#faq-${item.id}`,
            type: 'faq' as const,
            title: item.question,
            url: `${owner.url}#faq-${item.id}`,
            excerpt: capped(item.answer).slice(0, 200),
            body: capped(item.answer),
            startingPrice: null,
          },
        ]
      : [],
  )
  return [owner, ...questions]
}

function pageRecords(page: {
  id: number
  title: string
  path: string
  description?: string | null
  noindex?: boolean | null
  layout?: unknown
}): SearchRecordV2[] {
  if (page.noindex) return []
  const layout = page.layout as Array<Record<string, unknown>>
  const serviceLine = serviceLineOfPath(page.path)
  const record: SearchRecordV2 = {
    objectID: `pages:${page.id}`,
    type: serviceLine ? 'service' : 'page',
    title: page.title,
    url: page.path,
    excerpt: page.description ?? '',
    body: capped(blockText(layout)),
    serviceLine,
    category: null,
    tags: [],
    date: null,
    startingPrice: lowestPrice(layout),
  }
  return withFaq(record, faqItemsOf(layout))
}

function categoryRecords(category: {
  id: number
  name: string
  slug: string
  intro: string
  faq?: unknown
}): SearchRecordV2[] {
  const faq = (category.faq ?? []) as Array<Record<string, unknown>>
  const text = joinBlocks([category.intro, blockText(faq)])
  const record: SearchRecordV2 = {
    objectID: `categories:${category.id}`,
    type: 'category',
    title: category.name,
    url: `/blog/categories/${category.slug}`,
    excerpt: text.slice(0, 200),
    body: capped(text),
    serviceLine: serviceLineOfSlug(category.slug),
    category: category.name,
    tags: [],
    date: null,
    startingPrice: null,
  }
  return withFaq(record, faqItemsOf(faq))
}

type Named = { name: string; slug: string }

function postRecords(
  post: {
    id: number
    slug: string
    title: string
    excerpt: string
    content: unknown
    publishedAt?: string | null
  },
  category: Named | null,
  tags: ReadonlyArray<Named>,
): SearchRecordV2[] {
  return [
    {
      objectID: `posts:${post.id}`,
      type: 'post',
      title: post.title,
      url: `/blog/${post.slug}`,
      excerpt: post.excerpt,
      body: capped(blockText(post.content)),
      serviceLine: serviceLineOfSlug(category?.slug),
      category: category?.name ?? null,
      tags: tags.map((tag) => tag.name),
      date: post.publishedAt ?? null,
      startingPrice: null,
    },
  ]
}

function tagRecords(tag: { id: number; name: string; slug: string; definition?: string | null }) {
  const text = tag.definition ?? ''
  const record: SearchRecordV2 = {
    objectID: `tags:${tag.id}`,
    type: 'tag',
    title: tag.name,
    url: `/blog/tags/${tag.slug}`,
    excerpt: text.slice(0, 200),
    body: capped(text),
    serviceLine: null,
    category: null,
    tags: [tag.name],
    date: null,
    startingPrice: null,
  }
  return [record]
}

function quizRecords(quiz: {
  id: number
  slug: string
  title: string
  intro: string
  questions: ReadonlyArray<{ text: string; help?: string | null }>
}): SearchRecordV2[] {
  const questions = quiz.questions.flatMap((question) => [question.text, question.help ?? ''])
  return [
    {
      objectID: `quizzes:${quiz.id}`,
      type: 'quiz',
      title: quiz.title,
      url: `/quizzes/${quiz.slug}`,
      excerpt: quiz.intro,
      body: capped(joinBlocks([quiz.intro, ...questions])),
      serviceLine: serviceLineOfSlug(quiz.slug.split('/')[0]),
      category: null,
      tags: [],
      date: null,
      startingPrice: null,
    },
  ]
}

/**
 * Makes the records of document `id` of `collection` exactly `records`: each is written over its
 * earlier version or created, and those it no longer has are deleted.
 */
async function replaceRecords(
  req: PayloadRequest,
  collection: 'pages' | 'posts' | 'categories' | 'tags' | 'quizzes',
  id: number,
  records: SearchRecordV2[],
) {
  const source = `${collection}:${id}`
  const { docs: existing } = await req.payload.find({
    collection: 'search-records',
    where: { source: { equals: source } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const kept = new Set(records.map((record) => record.objectID))
  const gone = existing.filter((doc) => !kept.has(doc.objectID)).map((doc) => doc.id)
  if (gone.length > 0) {
    await req.payload.delete({
      collection: 'search-records',
      where: { id: { in: gone } },
      overrideAccess: true,
      req,
    })
  }
  for (const record of records) {
    const data = { ...record, source }
    const earlier = existing.find((doc) => doc.objectID === record.objectID)
    if (earlier) {
      await req.payload.update({
        collection: 'search-records',
        id: earlier.id,
        data,
        overrideAccess: true,
        req,
      })
    } else {
      await req.payload.create({ collection: 'search-records', data, overrideAccess: true, req })
    }
  }
}

/**
 * Whether `collection` holds any document. A fresh database runs this migration before it has
 * content, and Payload's live config may by then read tables that later migrations create (a
 * newer page block's): an empty collection is not queried at all.
 */
async function hasDocuments(req: PayloadRequest, collection: 'pages' | 'posts' | 'quizzes') {
  const { totalDocs } = await req.payload.count({ collection, overrideAccess: true, req })
  return totalDocs > 0
}

/**
 * Writes the records of everything the search finds again (published pages, posts and quizzes,
 * every category and topic), their text with its block boundaries.
 */
export async function rewriteAllRecordsV2(req: PayloadRequest) {
  const query = { depth: 0, limit: 0, pagination: false, overrideAccess: true, req } as const
  const published = { where: { _status: { equals: 'published' } }, draft: false } as const
  const categories = await req.payload.find({ collection: 'categories', ...query })
  const tags = await req.payload.find({ collection: 'tags', ...query })
  const categoryById = new Map(categories.docs.map((category) => [category.id, category]))
  const tagById = new Map(tags.docs.map((tag) => [tag.id, tag]))
  const idOf = (value: number | { id: number } | null | undefined) =>
    typeof value === 'object' && value !== null ? value.id : value

  const pages = (await hasDocuments(req, 'pages'))
    ? await req.payload.find({ collection: 'pages', ...published, ...query })
    : { docs: [] }
  for (const page of pages.docs) {
    await replaceRecords(req, 'pages', page.id, pageRecords(page))
  }
  const posts = (await hasDocuments(req, 'posts'))
    ? await req.payload.find({ collection: 'posts', ...published, ...query })
    : { docs: [] }
  for (const post of posts.docs) {
    const categoryId = idOf(post.category)
    const category = categoryId === undefined || categoryId === null ? null : (categoryById.get(categoryId) ?? null)
    const postTags = (post.tags ?? []).flatMap((tag) => tagById.get(idOf(tag) ?? -1) ?? [])
    await replaceRecords(req, 'posts', post.id, postRecords(post, category, postTags))
  }
  for (const category of categories.docs) {
    await replaceRecords(req, 'categories', category.id, categoryRecords(category))
  }
  for (const tag of tags.docs) {
    await replaceRecords(req, 'tags', tag.id, tagRecords(tag))
  }
  const quizzes = (await hasDocuments(req, 'quizzes'))
    ? await req.payload.find({ collection: 'quizzes', ...published, ...query })
    : { docs: [] }
  for (const quiz of quizzes.docs) {
    await replaceRecords(req, 'quizzes', quiz.id, quizRecords(quiz))
  }
}
