import { listTaxa } from '@/data/blog-taxonomy'

import { TaxonPage, taxonPageMetadata } from '../../_blog/taxon-page'

type TagParams = { params: Promise<{ tag: string }> }

export async function generateStaticParams() {
  return (await listTaxa('tags')).map(({ slug }) => ({ tag: slug }))
}

export async function generateMetadata({ params }: TagParams) {
  return taxonPageMetadata('tags', (await params).tag, 1)
}

/** /blog/tags/{tag}: what it is and its newest posts. */
export default async function TagPage({ params }: TagParams) {
  return <TaxonPage kind="tags" slug={(await params).tag} page={1} />
}
