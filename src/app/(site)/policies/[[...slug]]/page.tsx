import type { Metadata } from 'next'

import { CmsPage, pathFromSegments } from '@/components/page/cms-page'
import { cmsPageMetadata } from '@/components/page/cms-page-metadata'
import { listPageSummaries } from '@/data/pages'

type Props = { params: Promise<{ slug?: string[] }> }

export async function generateStaticParams() {
  const pages = await listPageSummaries()
  return pages
    .filter((page) => page.path === '/policies' || page.path.startsWith('/policies/'))
    .map((page) => ({ slug: page.path.split('/').slice(2) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(pathFromSegments((await params).slug, 'policies'))
}

export default async function PoliciesPage({ params }: Props) {
  return <CmsPage path={pathFromSegments((await params).slug, 'policies')} />
}
