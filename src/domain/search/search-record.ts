import type { LexicalNode } from '../blog/lexical-node'
import { joinBlocks, plainTextOf } from '../blog/reading-time'
import { serviceLineOfPath, serviceLineOfSlug, type ServiceLine } from '../practice/service-lines'

/** What a search hit is. */
export const searchRecordTypes = [
  'page',
  'service',
  'post',
  'category',
  'tag',
  'faq',
  'quiz',
  'tool',
] as const
export type SearchRecordType = (typeof searchRecordTypes)[number]

/**
 * What a match in a record of each type is worth against one in an article (1): a category's or
 * topic's page is a name, a sentence or two and a list of links, whose few words outscore the
 * post that explains the subject (the index scores a short text's matches high: on the seeded
 * site a topic's page scored up to four times the post titled with its name). Scaled down, they
 * follow the articles on their subject and are still found among the first hits for their name.
 */
const searchTypeWeights: Partial<Record<SearchRecordType, number>> = { category: 0.2, tag: 0.2 }

/** What the search multiplies a record's score by, for its type (see `searchTypeWeights`). */
export const searchTypeWeight = (type: SearchRecordType): number => searchTypeWeights[type] ?? 1

/** At most this many characters of a document's text are indexed (and stored) for search. */
export const searchBodyMaxLength = 5_000

/**
 * One searchable thing, as the index holds it: a document, keyed by `objectID`
 * `{collection}:{id}`, or one question of its FAQ, keyed `{collection}:{id}#faq-{itemId}`.
 */
export type SearchRecord = {
  objectID: string
  type: SearchRecordType
  title: string
  url: string
  excerpt: string
  body: string
  serviceLine: ServiceLine | null
  category: string | null
  tags: string[]
  /** ISO date: a post's publication date; null for the others. */
  date: string | null
  /** Whole dollars: the lowest package price on a service's pages; null elsewhere. */
  startingPrice: number | null
}

/** A record as the database stores it: the fields a record may leave empty come back null. */
export type StoredSearchRecord = Omit<
  SearchRecord,
  'excerpt' | 'body' | 'serviceLine' | 'category' | 'tags' | 'date' | 'startingPrice'
> & {
  excerpt?: string | null
  body?: string | null
  serviceLine?: ServiceLine | null
  category?: string | null
  tags?: string[] | null
  date?: string | null
  startingPrice?: number | null
}

/** The record the search indexes from its stored row (and nothing else the row carries). */
export function searchRecordOf(stored: StoredSearchRecord): SearchRecord {
  return {
    objectID: stored.objectID,
    type: stored.type,
    title: stored.title,
    url: stored.url,
    excerpt: stored.excerpt ?? '',
    body: stored.body ?? '',
    serviceLine: stored.serviceLine ?? null,
    category: stored.category ?? null,
    tags: stored.tags ?? [],
    date: stored.date ?? null,
    startingPrice: stored.startingPrice ?? null,
  }
}

const capped = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, searchBodyMaxLength)

/**
 * What stands between two blocks of a record's text (a heading and its paragraph, list items,
 * a page's sections) unless the first ends a sentence: snippets show where one block ends.
 */
export const searchBlockSeparator = ' · '

/** Fields of page blocks that carry words a visitor reads (not links, icons or settings). */
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

/**
 * The words of a page's blocks: their text fields and rich text, in order, each field and each
 * block of rich text a block of its own (`joinBlocks` with `searchBlockSeparator`).
 */
export function blockText(value: unknown): string {
  if (Array.isArray(value)) return joinBlocks(value.map(blockText), searchBlockSeparator)
  if (!value || typeof value !== 'object') return ''
  const record = value as Record<string, unknown>
  if (record.root && typeof record.root === 'object') {
    return plainTextOf(record.root as LexicalNode, {
      blockText: (node) => blockText(node.fields),
      blockSeparator: searchBlockSeparator,
    })
  }
  return joinBlocks(
    Object.entries(record).map(([key, field]) =>
      typeof field === 'string' ? (readFieldNames.has(key) ? field : '') : blockText(field),
    ),
    searchBlockSeparator,
  )
}

/** The lowest package price among a page's pricing tables, or null without one. */
function lowestPrice(layout: ReadonlyArray<Record<string, unknown>>): number | null {
  const prices = layout
    .filter((block) => block.blockType === 'pricingTable' && Array.isArray(block.packages))
    .flatMap((block) => block.packages as Array<{ priceDollars?: unknown }>)
    .map((item) => item.priceDollars)
    .filter((price): price is number => typeof price === 'number')
  return prices.length > 0 ? Math.min(...prices) : null
}

/** A CMS page as the search indexes it; pages under /services/ are services. */
export function pageSearchRecord(page: {
  id: number
  title: string
  path: string
  description?: string | null
  layout: ReadonlyArray<Record<string, unknown>>
}): SearchRecord {
  const serviceLine = serviceLineOfPath(page.path)
  return {
    objectID: `pages:${page.id}`,
    type: serviceLine ? 'service' : 'page',
    title: page.title,
    url: page.path,
    excerpt: page.description ?? '',
    body: capped(blockText(page.layout)),
    serviceLine,
    category: null,
    tags: [],
    date: null,
    startingPrice: lowestPrice(page.layout),
  }
}

/** A blog post as the search indexes it, with its category's and topics' names. */
export function postSearchRecord(post: {
  id: number
  slug: string
  title: string
  excerpt: string
  content: { root: unknown }
  publishedAt?: string | null
  category: { name: string; slug: string } | null
  tags: ReadonlyArray<{ name: string }>
}): SearchRecord {
  return {
    objectID: `posts:${post.id}`,
    type: 'post',
    title: post.title,
    url: `/blog/${post.slug}`,
    excerpt: post.excerpt,
    body: capped(blockText(post.content)),
    serviceLine: serviceLineOfSlug(post.category?.slug),
    category: post.category?.name ?? null,
    tags: post.tags.map((tag) => tag.name),
    date: post.publishedAt ?? null,
    startingPrice: null,
  }
}

/** A blog category (its intro and questions) or topic (its definition) as the search indexes it. */
export function taxonSearchRecord(
  kind: 'categories' | 'tags',
  taxon: { id: number; name: string; slug: string; text: string },
): SearchRecord {
  return {
    objectID: `${kind}:${taxon.id}`,
    type: kind === 'categories' ? 'category' : 'tag',
    title: taxon.name,
    url: `/blog/${kind}/${taxon.slug}`,
    excerpt: taxon.text.slice(0, 200),
    body: capped(taxon.text),
    serviceLine: kind === 'categories' ? serviceLineOfSlug(taxon.slug) : null,
    category: kind === 'categories' ? taxon.name : null,
    tags: kind === 'tags' ? [taxon.name] : [],
    date: null,
    startingPrice: null,
  }
}

/**
 * A quiz as the search indexes it: its introduction and its questions' words; its service line
 * is the one its address starts with (/quizzes/estate-planning/…).
 */
export function quizSearchRecord(quiz: {
  id: number
  slug: string
  title: string
  intro: string
  questions: ReadonlyArray<{ text: string; help?: string | null }>
}): SearchRecord {
  const questions = quiz.questions.flatMap((question) => [question.text, question.help ?? ''])
  return {
    objectID: `quizzes:${quiz.id}`,
    type: 'quiz',
    title: quiz.title,
    url: `/quizzes/${quiz.slug}`,
    excerpt: quiz.intro,
    body: capped(joinBlocks([quiz.intro, ...questions], searchBlockSeparator)),
    serviceLine: serviceLineOfSlug(quiz.slug.split('/')[0]),
    category: null,
    tags: [],
    date: null,
    startingPrice: null,
  }
}

/**
 * A tool of the site (the Roth conversion model) as the search indexes it: found by its title,
 * description and the words the attorney lists for it; its service line is the one its address
 * names, if any.
 */
export function toolSearchRecord(tool: {
  id: number
  title: string
  path: string
  description: string
  searchWords?: string | null
}): SearchRecord {
  return {
    objectID: `tools:${tool.id}`,
    type: 'tool',
    title: tool.title,
    url: tool.path,
    excerpt: tool.description,
    body: capped(`${tool.description} ${tool.searchWords ?? ''}`),
    serviceLine: serviceLineOfPath(tool.path),
    category: null,
    tags: [],
    date: null,
    startingPrice: null,
  }
}

/** One question and answer of an FAQ, as the CMS stores it (its row id names its answer). */
export type FaqItem = { id?: string | null; question: string; answer: string }

/** The address of a question's answer on its page; the answer's element carries this id. */
export const faqAnswerId = (itemId: string) => `faq-${itemId}`

/** The questions of a page's FAQ blocks, in order. */
export function faqItemsOf(layout: ReadonlyArray<Record<string, unknown>>): FaqItem[] {
  return layout
    .filter((block) => block.blockType === 'faq' && Array.isArray(block.items))
    .flatMap((block) => block.items as FaqItem[])
}

/**
 * One record per question of a document's FAQ, found by its question and answer and opening the
 * answer on the document's page; it shares the document's service line and category.
 */
export function faqSearchRecords(owner: SearchRecord, items: readonly FaqItem[]): SearchRecord[] {
  return items.flatMap((item) =>
    item.id
      ? [
          {
            ...owner,
            objectID: `${owner.objectID}#${faqAnswerId(item.id)}`,
            type: 'faq' as const,
            title: item.question,
            url: `${owner.url}#${faqAnswerId(item.id)}`,
            excerpt: capped(item.answer).slice(0, 200),
            body: capped(item.answer),
            startingPrice: null,
          },
        ]
      : [],
  )
}
