import { create, insertMultiple, search, type Orama } from '@orama/orama'

import type { SearchRecord } from '@/domain/search/search-record'

/** The fields a search can refine by, as facets. */
export const searchFacets = ['type', 'serviceLine', 'category', 'tags', 'year'] as const
export type SearchFacet = (typeof searchFacets)[number]

const schema = {
  objectID: 'string',
  type: 'enum',
  title: 'string',
  url: 'string',
  excerpt: 'string',
  body: 'string',
  serviceLine: 'enum',
  category: 'enum',
  tags: 'enum[]',
  /** The category's and topics' names as words to match (enums only filter). */
  taxonomyText: 'string',
  /** The year of a post, e.g. "2026" (an enum: Orama counts number facets only in ranges). */
  year: 'enum',
  date: 'number',
  startingPrice: 'number',
} as const

/** The in-memory search index (Orama: BM25, typo tolerance, stemming) over the search records. */
export type SearchIndex = {
  orama: Orama<typeof schema>
  records: ReadonlyMap<string, SearchRecord>
}

/** Builds an index of `records` (the `search-records` collection). */
export async function buildSearchIndex(records: ReadonlyArray<SearchRecord>): Promise<SearchIndex> {
  const orama = create({ schema })
  await insertMultiple(
    orama,
    records.map((record) => {
      const time = record.date ? Date.parse(record.date) : undefined
      return {
        objectID: record.objectID,
        type: record.type,
        title: record.title,
        url: record.url,
        excerpt: record.excerpt,
        body: record.body,
        serviceLine: record.serviceLine ?? undefined,
        category: record.category ?? undefined,
        tags: record.tags,
        taxonomyText: [record.category ?? '', ...record.tags].join(' '),
        year: time === undefined ? undefined : String(new Date(time).getUTCFullYear()),
        date: time,
        startingPrice: record.startingPrice ?? undefined,
      }
    }),
  )
  return { orama, records: new Map(records.map((record) => [record.objectID, record])) }
}

/** What a visitor asks: words, refinements (facet → accepted values), a page, an order. */
export type SearchQuery = {
  query: string
  refinements: Partial<Record<SearchFacet, ReadonlyArray<string>>>
  facets: ReadonlyArray<SearchFacet>
  /** Zero-based, as Algolia counts pages. */
  page: number
  hitsPerPage: number
  sortBy: 'relevance' | 'date'
}

export type SearchResult = {
  hits: SearchRecord[]
  nbHits: number
  /** Each requested facet's values with their number of matching records. */
  facets: Partial<Record<SearchFacet, Record<string, number>>>
}

/** One refinement as Orama filters it: any of the values (OR within a facet, AND across facets). */
function whereOf(refinements: SearchQuery['refinements']) {
  const where: Record<string, unknown> = {}
  for (const facet of searchFacets) {
    const values = refinements[facet]
    if (!values || values.length === 0) continue
    if (facet === 'tags') where.tags = { containsAny: [...values] }
    else where[facet] = { in: [...values] }
  }
  return where
}

/** Finds the records for `query` in `index`. */
export async function searchRecords(index: SearchIndex, query: SearchQuery): Promise<SearchResult> {
  const result = await search(index.orama, {
    term: query.query,
    properties: ['title', 'excerpt', 'body', 'taxonomyText'],
    boost: { title: 3, excerpt: 2 },
    tolerance: query.query.length > 4 ? 1 : 0,
    where: whereOf(query.refinements),
    facets: Object.fromEntries(query.facets.map((facet) => [facet, { limit: 100 }])),
    limit: query.hitsPerPage,
    offset: query.page * query.hitsPerPage,
    ...(query.sortBy === 'date' ? { sortBy: { property: 'date', order: 'DESC' as const } } : {}),
  })
  const facets: SearchResult['facets'] = {}
  for (const facet of query.facets) {
    // Orama counts records without a value under "": not a value anyone can choose.
    const counted = Object.entries(result.facets?.[facet]?.values ?? {})
    facets[facet] = Object.fromEntries(counted.filter(([value]) => value !== ''))
  }
  return {
    hits: result.hits.flatMap((hit) => {
      const record = index.records.get(hit.document.objectID)
      return record ? [record] : []
    }),
    nbHits: result.count,
    facets,
  }
}
