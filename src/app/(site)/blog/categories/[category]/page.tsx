import { listTaxa } from '@/data/blog-taxonomy'

import { TaxonPage, taxonPageMetadata } from '../../_blog/taxon-page'

type CategoryParams = { params: Promise<{ category: string }> }

export async function generateStaticParams() {
  return (await listTaxa('categories')).map(({ slug }) => ({ category: slug }))
}

export async function generateMetadata({ params }: CategoryParams) {
  return taxonPageMetadata('categories', (await params).category, 1)
}

/** /blog/categories/{category}: what it is and its newest posts. */
export default async function CategoryPage({ params }: CategoryParams) {
  return <TaxonPage kind="categories" slug={(await params).category} page={1} />
}
