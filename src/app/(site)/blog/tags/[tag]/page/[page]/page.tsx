import { notFound } from 'next/navigation'

import { parsePageParam } from '@/domain/blog/pagination'

import { laterTaxonPages, TaxonPage, taxonPageMetadata } from '../../../../_blog/taxon-page'

type TagPageParams = { params: Promise<{ tag: string; page: string }> }

export async function generateStaticParams() {
  return (await laterTaxonPages('tags')).map(({ slug, page }) => ({ tag: slug, page }))
}

export async function generateMetadata({ params }: TagPageParams) {
  const { tag, page } = await params
  const number = parsePageParam(page)
  return number ? taxonPageMetadata('tags', tag, number) : {}
}

/** /blog/tags/{tag}/page/2 and on: older posts, nine to a page. */
export default async function TagListingPage({ params }: TagPageParams) {
  const { tag, page } = await params
  const number = parsePageParam(page)
  if (!number) notFound()
  return <TaxonPage kind="tags" slug={tag} page={number} />
}
