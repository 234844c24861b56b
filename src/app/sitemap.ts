import type { MetadataRoute } from 'next'

import { listPageSummaries } from '@/data/pages'
import { getSiteProfile } from '@/data/site-profile'
import { absoluteUrl } from '@/domain/seo/structured-data'

/** Pages built in code rather than in the CMS that search engines should find. */
const codePaths = ['/tools/RothConversionModel']

/** Every published CMS page search engines may show (with its last change), and the tools. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ siteUrl }, pages] = await Promise.all([getSiteProfile(), listPageSummaries()])
  const url = (path: string) => absoluteUrl(siteUrl, path)
  return [
    ...pages
      .filter((page) => !page.noindex)
      .map((page) => ({ url: url(page.path), lastModified: page.updatedAt })),
    ...codePaths.map((path) => ({ url: url(path) })),
  ]
}
