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

/** Limits of one request, each answered with a 400 when exceeded. */
export const searchLimits = {
  queryLength: 512,
  hitsPerPage: 50,
  /** Algolia's own cap on returned hits: pages past it are empty. */
  page: 1000,
  maxValuesPerFacet: 100,
  maxFacetHits: 100,
  requests: 20,
  snippetWords: 100,
  tagLength: 50,
} as const

/** Largest search body accepted (413 past it): twenty requests with every filter fit in a few KB. */
export const searchBodyLimitBytes = 64 * 1024

/** Hit ids per "results shown" event, as the search page batches them (seed §9). */
export const viewBatchSize = 20
