import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { SiteSearchIsland } from '@/components/search/site-search-island.client'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { PageHeader } from '@/components/ui/page-header'
import { getSearchIndex } from '@/data/search-index'
import { getSiteProfile } from '@/data/site-profile'
import { searchPages, type SearchPageKind } from '@/domain/search/search-pages'
import { searchQueryString, searchStateFromParams } from '@/domain/search/search-url'
import { absoluteUrl, breadcrumbListJsonLd } from '@/domain/seo/structured-data'
import { searchPageResults } from '@/lib/search/initial-results'

import { SearchSuggestions } from './search-suggestions'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * A search page's title and canonical address. Result pages are not for search engines' own
 * indexes (a results page of results); their links are followed.
 */
export async function searchPageMetadata(
  kind: SearchPageKind,
  searchParams: SearchParams,
): Promise<Metadata> {
  const { path, title, description } = searchPages[kind]
  const { query } = searchStateFromParams(await searchParams)
  const profile = await getSiteProfile()
  return {
    title: query ? `${title}: “${query}”` : title,
    description: `${description} ${profile.name}.`,
    alternates: { canonical: absoluteUrl(profile.siteUrl, path) },
    robots: { index: false, follow: true },
  }
}

/**
 * `/search` or `/blog/search` for the state in its address: the first render's results come
 * from the index in this process, so the page is whole without JavaScript.
 */
export async function SearchPage({
  kind,
  searchParams,
}: {
  kind: SearchPageKind
  searchParams: SearchParams
}) {
  const { path, title } = searchPages[kind]
  const state = searchStateFromParams(await searchParams)
  const [index, profile] = await Promise.all([getSearchIndex(), getSiteProfile()])
  const initialResults = await searchPageResults(index, kind, state)
  const crumbs = [
    { name: 'Home', path: '/' },
    ...(kind === 'blog' ? [{ name: 'Blog', path: '/blog' }] : []),
    { name: title, path },
  ]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLdScript data={breadcrumbListJsonLd(profile.siteUrl, crumbs)} />
      <PageHeader title={title} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <SiteSearchIsland
          kind={kind}
          href={absoluteUrl(profile.siteUrl, `${path}${searchQueryString(state)}`)}
          serverState={{ initialResults: initialResults as never }}
          noResults={<SearchSuggestions />}
        />
      </div>
    </>
  )
}
