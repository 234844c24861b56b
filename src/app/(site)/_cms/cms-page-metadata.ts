import type { Metadata } from 'next'

import { findPageByPath, type PageDetail } from '@/data/pages'
import { isPreviewingDrafts } from '@/data/preview'
import { getSiteProfile, type SiteProfile } from '@/data/site-profile'
import { shareCardOpenGraphImage } from '@/domain/seo/share-card'
import { absoluteUrl } from '@/domain/seo/structured-data'

/** The title a CMS page goes by when shared: the site's SEO title for home, else its own. */
export function cmsPageSocialTitle(
  page: Pick<PageDetail, 'path' | 'title'>,
  profile: Pick<SiteProfile, 'seoTitle'>,
): string {
  return page.path === '/' ? profile.seoTitle : page.title
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card (with the page's share card)
 * for the CMS page at `path` (its draft's, in draft view). An alias's canonical URL and card are
 * its page's own.
 */
export async function cmsPageMetadata(path: string): Promise<Metadata> {
  const draft = await isPreviewingDrafts()
  const [page, profile] = await Promise.all([findPageByPath(path, { draft }), getSiteProfile()])
  if (!page) return {}
  const url = absoluteUrl(profile.siteUrl, page.path)
  const isHome = page.path === '/'
  const socialTitle = cmsPageSocialTitle(page, profile)
  return {
    title: isHome ? { absolute: profile.seoTitle } : page.title,
    description: page.description,
    alternates: { canonical: url },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: 'website',
      url,
      title: socialTitle,
      description: page.description,
      siteName: profile.name,
      images: [shareCardOpenGraphImage(page.path, socialTitle)],
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description: page.description },
  }
}
