import { serviceLineLabels } from '../practice/service-lines'
import type { SearchFacet } from './search-limits'
import type { SearchRecordType } from './search-record'

/** The two search pages: the whole site, and the blog's posts only. */
export const searchPages = {
  site: {
    path: '/search',
    indexName: 'site',
    title: 'Search',
    label: 'Search the site',
    description: 'Search everything on the site: services, prices, pages and blog posts.',
    facets: ['type', 'serviceLine', 'category', 'tags', 'year'],
  },
  blog: {
    path: '/blog/search',
    indexName: 'blog',
    title: 'Search the blog',
    label: 'Search the blog',
    description: 'Search the blog’s posts by their words, category, topic and year.',
    facets: ['category', 'tags', 'year'],
  },
} as const satisfies Record<
  string,
  {
    path: string
    indexName: 'site' | 'blog'
    title: string
    label: string
    description: string
    facets: readonly SearchFacet[]
  }
>
export type SearchPageKind = keyof typeof searchPages

/** The index a page searches in an order: its own, or its newest-first replica (Algolia sorts through replicas). */
export const searchPageIndex = (kind: SearchPageKind, sort: 'relevance' | 'newest') =>
  sort === 'newest'
    ? (`${searchPages[kind].indexName}_newest` as const)
    : searchPages[kind].indexName

/**
 * What every search asks, the same on the server's first render and in the browser: 10 hits a
 * page; 10 values a facet, 20 after "Show more"; 30 words of snippet; InstantSearch's own
 * highlight markers, which its components turn into `<mark>`.
 */
export const searchPageQuery = {
  hitsPerPage: 10,
  facetValuesShown: 10,
  maxValuesPerFacet: 20,
  snippet: 'body:30',
  snippetEllipsisText: '…',
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
} as const

/** Each facet's heading on the page. */
export const facetHeadings: Record<SearchFacet, string> = {
  type: 'Kind of page',
  serviceLine: 'Service',
  category: 'Blog category',
  tags: 'Topic',
  year: 'Year',
}

const typeLabels: Record<SearchRecordType, string> = {
  page: 'Page',
  service: 'Service',
  post: 'Blog post',
  category: 'Blog category',
  tag: 'Blog topic',
  faq: 'Common question',
  quiz: 'Quiz',
  tool: 'Tool',
}

/** How a facet value reads: record types and service lines by name, the rest as stored. */
export function facetValueLabel(facet: SearchFacet, value: string): string {
  const labels: Readonly<Record<string, string>> | null =
    facet === 'type' ? typeLabels : facet === 'serviceLine' ? serviceLineLabels : null
  // Own names only: a value such as "constructor" (from an address) is shown as given.
  return labels && Object.hasOwn(labels, value) ? (labels[value] as string) : value
}
