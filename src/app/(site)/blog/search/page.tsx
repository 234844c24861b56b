import { SearchPage, searchPageMetadata, type SearchParams } from '../../_search/search-page'

export function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return searchPageMetadata('blog', searchParams)
}

/** /blog/search: the blog's posts, with facets for category, topic and year. */
export default function BlogSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <SearchPage kind="blog" searchParams={searchParams} />
}
