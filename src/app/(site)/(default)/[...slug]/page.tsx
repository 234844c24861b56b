import type { Metadata } from 'next'

import { CmsPage, pathFromSegments } from '@/components/page/cms-page'
import { cmsPageMetadata } from '@/components/page/cms-page-metadata'
import { listPageSummaries } from '@/data/pages'

type Props = { params: Promise<{ slug: string[] }> }

export async function generateStaticParams() {
  const pages = await listPageSummaries()
  return pages
    .filter((page) => page.path !== '/' && !/^\/(services|policies)(\/|$)/.test(page.path))
    .map((page) => ({ slug: page.path.slice(1).split('/') }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(pathFromSegments((await params).slug))
}

export default async function Page({ params }: Props) {
  return <CmsPage path={pathFromSegments((await params).slug)} />
}
