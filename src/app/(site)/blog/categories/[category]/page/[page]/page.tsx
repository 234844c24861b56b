import { notFound } from 'next/navigation'

import { parsePageParam } from '@/domain/blog/pagination'

import { laterTaxonPages, TaxonPage, taxonPageMetadata } from '../../../../_blog/taxon-page'

type CategoryPageParams = { params: Promise<{ category: string; page: string }> }

export async function generateStaticParams() {
  return (await laterTaxonPages('categories')).map(({ slug, page }) => ({ category: slug, page }))
}

export async function generateMetadata({ params }: CategoryPageParams) {
  const { category, page } = await params
  const number = parsePageParam(page)
  return number ? taxonPageMetadata('categories', category, number) : {}
}

/** /blog/categories/{category}/page/2 and on: older posts, nine to a page. */
export default async function CategoryListingPage({ params }: CategoryPageParams) {
  const { category, page } = await params
  const number = parsePageParam(page)
  if (!number) notFound()
  return <TaxonPage kind="categories" slug={category} page={number} />
}
