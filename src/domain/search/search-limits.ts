/**
 * The search's names and limits, shared by the server (the endpoint's checks) and the browser
 * (the search pages, the search boxes). No zod here: the browser must not load it for constants
 * (its schema compiler probes \`new Function\`, which the site's CSP refuses).
 */

/** The facets a search can count and refine by. */
export const searchFacets = ['type', 'serviceLine', 'category', 'tags', 'year'] as const
export type SearchFacet = (typeof searchFacets)[number]

/**
 * The indices the endpoint answers for, as Algolia names them: the whole site or the blog's posts
 * only, each by relevance or newest first (Algolia sorts through replica indices).
 */
export const searchIndices = {
  site: { scope: 'all', sortBy: 'relevance' },
  site_newest: { scope: 'all', sortBy: 'date' },
  blog: { scope: 'posts', sortBy: 'relevance' },
  blog_newest: { scope: 'posts', sortBy: 'date' },
} as const
export type SearchIndexName = keyof typeof searchIndices

/**
 * Limits of one request, each answered with a 400 when exceeded (the snippet's length is cut to
 * its limit instead). Tighter than Algolia's (1,000 hits a page, 1,000 facet values, 50 queries a
 * request), which a fleet of servers answers: here one thread answers the searches and serves the
 * pages (issue 37), so a request's work and its answer are bounded (ADR 010, "Cost budget").
 */
export const searchLimits = {
  queryLength: 512,
  hitsPerPage: 50,
  /** Hits of all the requests of one body together. */
  hitsPerRequest: 100,
  /**
   * Bytes of one answer: 100 hits of the site's records take about 150 KB; only highlight tags
   * of many characters around most of the words reach this, and are refused (a 400).
   */
  answerBytes: 512 * 1024,
  /**
   * Time the search thread gives one body: the search pages' take a few milliseconds (13 ms for
   * every facet ticked, over 1,075 records); a body of many requests for words that reach most of
   * the index stops here, answered 400, rather than hold every other visitor's search for seconds.
   */
  workMs: 1_000,
  /** Algolia's own cap on returned hits: pages past it are empty. */
  page: 1000,
  maxValuesPerFacet: 100,
  maxFacetHits: 100,
  /**
   * Requests in one body. The search pages send at most six: the hits, and the counts of each
   * facet with a ticked value (InstantSearch's disjunctive facets, one request each).
   */
  requests: 10,
  /** Words of a snippet; more are cut to this (the pages ask for 30; Algolia's default is 10). */
  snippetWords: 50,
  tagLength: 50,
} as const

/**
 * What one search point pays for, as the rate limit counts them (ADR 010): 20 hits of one request
 * (Algolia's default page; a request costs at least a point), or 10 ms of the search thread's
 * work, whichever comes to more.
 */
export const searchPoint = { hits: 20, workMs: 10 } as const

/** Largest search body accepted (413 past it): twenty requests with every filter fit in a few KB. */
export const searchBodyLimitBytes = 64 * 1024

/** Hit ids per "results shown" event, as the search page batches them (seed §9). */
export const viewBatchSize = 20
