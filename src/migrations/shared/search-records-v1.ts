import type { PayloadRequest } from 'payload'

// Frozen: the search records as the migrations of 2026-11-25 (FAQ questions as records) and
// 2026-11-26 (quizzes searchable) wrote them, copied from the collection hooks and the domain's
// record rules of that day. A migration must do the same thing forever, so this file is never
// edited: a later change to what records hold is a new migration with a helper of its own.

type ServiceLine = 'estatePlanning' | 'smallBusiness' | 'bankruptcy' | 'nonprofits'

type RecordType = 'page' | 'service' | 'category' | 'tag' | 'faq' | 'quiz'

type SearchRecordV1 = {
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

function lexicalTextOf(node: LexicalNode): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  if (blockNodeTypes.has(node.type)) return blockText(node.fields)
  return (node.children ?? [])
    .map((child) => (inlineTypes.has(child.type) ? '' : ' ') + lexicalTextOf(child))
    .join('')
}

const readFieldNames = new Set([
  'heading',
  'subheading',
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
  if (Array.isArray(value)) return value.map(blockText).join(' ')
  if (!value || typeof value !== 'object') return ''
  const record = value as Record<string, unknown>
  if (record.root && typeof record.root === 'object') {
    return lexicalTextOf(record.root as LexicalNode)
      .replace(/\s+/g, ' ')
      .trim()
  }
  return Object.entries(record)
    .map(([key, field]) =>
      typeof field === 'string' ? (readFieldNames.has(key) ? field : '') : blockText(field),
    )
    .join(' ')
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

function withFaq(owner: SearchRecordV1, items: readonly FaqItem[]): SearchRecordV1[] {
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
}): SearchRecordV1[] {
  if (page.noindex) return []
  const layout = page.layout as Array<Record<string, unknown>>
  const serviceLine = serviceLineOfPath(page.path)
  const record: SearchRecordV1 = {
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
}): SearchRecordV1[] {
  const faq = (category.faq ?? []) as Array<Record<string, unknown>>
  const text = `${category.intro} ${blockText(faq)}`.trim()
  const record: SearchRecordV1 = {
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

function quizRecords(quiz: {
  id: number
  slug: string
  title: string
  intro: string
  questions: ReadonlyArray<{ text: string; help?: string | null }>
}): SearchRecordV1[] {
  const questions = quiz.questions.map((question) => `${question.text} ${question.help ?? ''}`)
  return [
    {
      objectID: `quizzes:${quiz.id}`,
      type: 'quiz',
      title: quiz.title,
      url: `/quizzes/${quiz.slug}`,
      excerpt: quiz.intro,
      body: capped(`${quiz.intro} ${questions.join(' ')}`),
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
  collection: 'pages' | 'categories' | 'quizzes',
  id: number,
  records: SearchRecordV1[],
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

/** Writes the records of every published page and every category again, FAQ questions included. */
export async function rewritePageAndCategoryRecordsV1(req: PayloadRequest) {
  const query = { depth: 0, limit: 0, pagination: false, overrideAccess: true, req } as const
  const pages = (await hasDocuments(req, 'pages'))
    ? await req.payload.find({
        collection: 'pages',
        where: { _status: { equals: 'published' } },
        draft: false,
        ...query,
      })
    : { docs: [] }
  for (const page of pages.docs) {
    await replaceRecords(req, 'pages', page.id, pageRecords(page))
  }
  const categories = await req.payload.find({ collection: 'categories', ...query })
  for (const category of categories.docs) {
    await replaceRecords(req, 'categories', category.id, categoryRecords(category))
  }
}

/** Writes the record of every published quiz. */
export async function writeQuizRecordsV1(req: PayloadRequest) {
  if (!(await hasDocuments(req, 'quizzes'))) return
  const quizzes = await req.payload.find({
    collection: 'quizzes',
    where: { _status: { equals: 'published' } },
    draft: false,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const quiz of quizzes.docs) {
    await replaceRecords(req, 'quizzes', quiz.id, quizRecords(quiz))
  }
}
