import type { Metadata } from 'next'

import { CmsPage } from '@/components/page/cms-page'
import { cmsPageMetadata } from '@/components/page/cms-page-metadata'

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata('/')
}

export default function HomePage() {
  return <CmsPage path="/" />
}
