import type { Metadata } from 'next'

import { CmsPage } from '@/app/(site)/_cms/cms-page'
import { cmsPageMetadata } from '@/app/(site)/_cms/cms-page-metadata'

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata('/')
}

export default function HomePage() {
  return <CmsPage path="/" />
}
