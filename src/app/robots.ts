import type { MetadataRoute } from 'next'

import { getSiteSettings } from '@/data/site-settings'
import { absoluteUrl } from '@/domain/seo/structured-data'

/** Crawlers may read the site but not the admin or the API. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const settings = await getSiteSettings()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: absoluteUrl(settings.seo.siteUrl, '/sitemap.xml'),
  }
}
