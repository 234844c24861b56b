import type { Metadata } from 'next'

import { getSiteProfile } from '@/data/site-profile'
import { shareCardOpenGraphImage } from '@/domain/seo/share-card'
import { absoluteUrl } from '@/domain/seo/structured-data'

/** The blog's feed, named in the head of every blog page so feed readers find it. */
export const blogFeedPath = '/blog/rss.xml'

/**
 * Title, description, canonical address, feed link and share card of a blog page at `path`. Next
 * replaces `alternates` and `openGraph` whole per page, so every blog page builds them here.
 */
export async function blogPageMetadata({
  path,
  title,
  description,
  openGraph = {},
}: {
  path: string
  title: string
  description: string
  openGraph?: NonNullable<Metadata['openGraph']>
}): Promise<Metadata> {
  const profile = await getSiteProfile()
  const url = absoluteUrl(profile.siteUrl, path)
  return {
    title,
    description,
    alternates: {
      canonical: url,
      types: { 'application/rss+xml': [{ url: blogFeedPath, title: `${profile.name} blog` }] },
    },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: profile.name,
      images: [shareCardOpenGraphImage(path, title)],
      ...openGraph,
    },
    twitter: { card: 'summary_large_image', title, description },
  }
}
