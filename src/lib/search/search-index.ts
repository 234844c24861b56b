import { create, insertMultiple, search, type Orama, type Tokenizer } from '@orama/orama'
import { tokenizer as oramaTokenizer } from '@orama/orama/components'

import type { NormalizeWord } from '@/domain/search/highlight'
import { searchIndices, type SearchFacet } from '@/domain/search/search-limits'
import {
  searchTypeWeight,
  type SearchRecord,
  type SearchRecordType,
} from '@/domain/search/search-record'
import type { FacetCondition, SearchParams } from '@/domain/search/search-request'
import { searchTokens } from '@/domain/search/search-tokens'

const schema = {
  objectID: 'string',
  type: 'enum',
  title: 'string',
  excerpt: 'string',
  body: 'string',
  serviceLine: 'enum',
  category: 'enum',
  tags: 'enum[]',
  /** The category's and topics' names as words to match (enums only filter). */
  taxonomyText: 'string',
  /** The year of a post, e.g. "2026" (an enum: Orama counts number facets only in ranges). */
  year: 'enum',
  /** A post's date in Unix seconds, as Algolia's numeric filters compare dates. */
  date: 'number',
  startingPrice: 'number',
} as const

type Schema = typeof schema

/** The in-memory search index (Orama: BM25, typo tolerance, English stemming) over the records. */
export type SearchIndex = {
  orama: Orama<Schema>
  records: ReadonlyMap<string, SearchRecord>
  /** A word as the index holds it, to highlight the words a search matched. */
  normalize: NormalizeWord
}

/** Distinct words whose normal form is remembered (the site's vocabulary is far smaller). */
const normalizedWordsKept = 50_000

/**
 * The index's own reading of a word (lower case, accents off, stemmed), remembered per word:
 * highlighting reads every word of each hit's snippet text, most of them again and again.
 */
function normalizer(orama: Orama<Schema>): NormalizeWord {
  const known = new Map<string, string>()
  return (word) => {
    let normal = known.get(word)
    if (normal === undefined) {
      normal = orama.tokenizer.tokenize(word, undefined, 'body')[0] ?? ''
      if (known.size < normalizedWordsKept) known.set(word, normal)
    }
    return normal
  }
}

/** Stems kept per distinct word, as Orama's own tokenizer keeps them. */
const stemsKept = 100_000

/**
 * Orama's English tokenizer, except that it splits words on anything but English letters and
 * keeps only the accented letters of French and Italian: Cyrillic, Greek, Chinese, Arabic and
 * Hebrew words were dropped whole, and "Ötüken" became "t" and "ken", so no search found them.
 * This one reads words of every script (`searchTokens`) and stems the English ones as before.
 */
function everyScriptTokenizer(): Tokenizer {
  const english = oramaTokenizer.createTokenizer({ stemming: true })
  const stems = new Map<string, string>()
  const stem = (word: string) => {
    if (!/^[a-z0-9_'’-]+$/.test(word) || !english.stemmer) return word
    let stemmed = stems.get(word)
    if (stemmed === undefined) {
      stemmed = english.stemmer(word)
      if (stems.size < stemsKept) stems.set(word, stemmed)
    }
    return stemmed
  }
  return {
    ...english,
    tokenize: (input: string) => [...new Set(searchTokens(input).map(stem))],
  }
}

/** Builds an index of `records` (the `search-records` collection). */
export async function buildSearchIndex(records: ReadonlyArray<SearchRecord>): Promise<SearchIndex> {
  const orama = create({ schema, components: { tokenizer: everyScriptTokenizer() } })
  await insertMultiple(
    orama,
    records.map((record) => {
      const time = record.date ? Date.parse(record.date) : undefined
      return {
        objectID: record.objectID,
        type: record.type,
        title: record.title,
        excerpt: record.excerpt,
        body: record.body,
        serviceLine: record.serviceLine ?? undefined,
        category: record.category ?? undefined,
        tags: record.tags,
        taxonomyText: [record.category ?? '', ...record.tags].join(' '),
        year: time === undefined ? undefined : String(new Date(time).getUTCFullYear()),
        date: time === undefined ? undefined : Math.floor(time / 1000),
        startingPrice: record.startingPrice ?? undefined,
      }
    }),
  )
  return {
    orama,
    records: new Map(records.map((record) => [record.objectID, record])),
    normalize: normalizer(orama),
  }
}

export type SearchResult = {
  hits: SearchRecord[]
  nbHits: number
  /** Each requested facet's values with their number of matching records. */
  facets: Partial<Record<SearchFacet, Record<string, number>>>
  /** Typos forgiven to find the hits (0 when the words matched as typed). */
  tolerance: number
}

function conditionOf({ facet, value, negated }: FacetCondition) {
  const condition =
    facet === 'tags' ? { tags: { containsAll: [value] } } : { [facet]: { eq: value } }
  return negated ? { not: condition } : condition
}

const comparisonOf = { '<': 'lt', '<=': 'lte', '=': 'eq', '>=': 'gte', '>': 'gt' } as const

/** The filters as Orama's where clause: every group holds (AND), any condition in a group (OR). */
function whereOf(params: SearchParams) {
  const conditions: object[] = [
    ...params.facetFilters.map((group) => ({ or: group.map(conditionOf) })),
    ...params.numericFilters.map(({ attribute, operator, value }) => ({
      [attribute]: { [comparisonOf[operator]]: value },
    })),
  ]
  if (searchIndices[params.indexName].scope === 'posts') conditions.push({ type: { eq: 'post' } })
  return conditions.length > 0 ? { and: conditions } : {}
}

/** The weight of a record's type as the index holds it (an enum of the record's own `type`). */
const weightOf = (type: string | number) => searchTypeWeight(type as SearchRecordType)

/** Words of more than four letters may carry one typo, tried only when the exact words find nothing. */
const typoTolerance = (query: string) => (/[\p{L}\p{N}]{5,}/u.test(query) ? 1 : 0)

async function run(
  index: SearchIndex,
  params: SearchParams,
  facetLimit: number,
  tolerance: number,
) {
  // Without words every record matches: naming the properties would make Orama score them all
  // (40 ms for 1,000 records) for an order the date sort replaces anyway.
  const hasWords = /[\p{L}\p{N}]/u.test(params.query)
  return search(index.orama, {
    term: hasWords ? params.query : '',
    ...(hasWords ? { properties: ['title', 'excerpt', 'body', 'taxonomyText'] as const } : {}),
    boost: { title: 3, excerpt: 2 },
    tolerance,
    where: whereOf(params) as never,
    facets: Object.fromEntries(params.facets.map((facet) => [facet, { limit: facetLimit }])),
    limit: params.hitsPerPage,
    offset: params.page * params.hitsPerPage,
    sortBy:
      searchIndices[params.indexName].sortBy === 'date' || !hasWords
        ? { property: 'date', order: 'DESC' as const }
        : // Best first by score times the weight of the record's type (thin taxonomy pages count less).
          ([, scoreA, a], [, scoreB, b]) => scoreB * weightOf(b.type) - scoreA * weightOf(a.type),
  })
}

/**
 * Finds the records for `params` in `index`: the words as typed first, then, when they find
 * nothing, with one typo forgiven per longer word. `facetLimit` caps the values counted per facet.
 */
export async function searchRecords(
  index: SearchIndex,
  params: SearchParams,
  facetLimit = params.maxValuesPerFacet,
): Promise<SearchResult> {
  const exact = await run(index, params, facetLimit, 0)
  const tolerance = exact.count === 0 ? typoTolerance(params.query) : 0
  const result = tolerance > 0 ? await run(index, params, facetLimit, tolerance) : exact
  const facets: SearchResult['facets'] = {}
  for (const facet of params.facets) {
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
    tolerance,
  }
}
