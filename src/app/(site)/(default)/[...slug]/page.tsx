import { CmsPage } from '@/app/(site)/_cms/cms-page'
import { cmsRoute, pathFromSegments } from '@/app/(site)/_cms/cms-route'

const route = cmsRoute()
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function Page({ params }: { params: Promise<{ slug: string[] }> }) {
  return <CmsPage path={pathFromSegments((await params).slug)} />
}
