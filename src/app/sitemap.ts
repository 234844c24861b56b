import type { MetadataRoute } from 'next'

import { listPageSummaries } from '@/data/pages'
import { getSiteSettings } from '@/data/site-settings'
import { absoluteUrl } from '@/domain/seo/structured-data'

/** Every published page of the CMS that search engines may show, with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [settings, pages] = await Promise.all([getSiteSettings(), listPageSummaries()])
  return pages
    .filter((page) => !page.noindex)
    .map((page) => ({
      url: absoluteUrl(settings.seo.siteUrl, page.path),
      lastModified: page.updatedAt,
    }))
}
