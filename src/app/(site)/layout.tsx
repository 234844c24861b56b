import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/layout/site-shell'
import { brandColors } from '@/config/brand'
import { getSiteProfile } from '@/data/site-profile'
import { shareCardOpenGraphImage } from '@/domain/seo/share-card'

import { bodyFont } from './fonts'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getSiteProfile()
  return {
    metadataBase: new URL(profile.siteUrl),
    title: { default: profile.seoTitle, template: `%s | ${profile.name}` },
    description: profile.description,
    keywords: profile.keywords ?? undefined,
    applicationName: profile.name,
    // A page without a share card of its own (a landing, the error screen) shows the home page's.
    openGraph: {
      siteName: profile.name,
      locale: 'en_US',
      type: 'website',
      images: [shareCardOpenGraphImage('/', profile.seoTitle)],
    },
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: brandColors.navy }

/** The base layout: the shell every public page and the error screen share. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell fontClassName={bodyFont.variable}>{children}</SiteShell>
}
