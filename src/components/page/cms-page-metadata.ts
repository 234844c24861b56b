import type { Metadata } from 'next'

import { findPageByPath } from '@/data/pages'
import { getSiteSettings } from '@/data/site-settings'
import { absoluteUrl } from '@/domain/seo/structured-data'

/**
 * Title, description, canonical URL, Open Graph and Twitter card for the CMS page at `path`. An
 * alias's canonical URL is its page's own address.
 */
export async function cmsPageMetadata(path: string): Promise<Metadata> {
  const [page, settings] = await Promise.all([findPageByPath(path), getSiteSettings()])
  if (!page) return {}
  const url = absoluteUrl(settings.seo.siteUrl, page.path)
  const isHome = page.path === '/'
  const socialTitle = isHome ? settings.seo.title : page.title
  return {
    title: isHome ? { absolute: settings.seo.title } : page.title,
    description: page.description,
    alternates: { canonical: url },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: 'website',
      url,
      title: socialTitle,
      description: page.description,
      siteName: settings.siteName,
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description: page.description },
  }
}
