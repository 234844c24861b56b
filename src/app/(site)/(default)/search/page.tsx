import { SearchPage, searchPageMetadata, type SearchParams } from '../../_search/search-page'

export function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return searchPageMetadata('site', searchParams)
}

/** /search: everything on the site, with facets for kind, service, category, topic and year. */
export default function SiteSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <SearchPage kind="site" searchParams={searchParams} />
}
