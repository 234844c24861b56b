import type { MetadataRoute } from 'next'

import { getSiteProfile } from '@/data/site-profile'
import { absoluteUrl } from '@/domain/seo/structured-data'

/** Crawlers may read the site but not the admin or the API. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { siteUrl } = await getSiteProfile()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
  }
}
