import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/layout/site-shell'
import { brandColors } from '@/config/brand'
import { getSiteSettings } from '@/data/site-settings'
import { shareCardOpenGraphImage } from '@/domain/seo/share-card'

import { bodyFont } from './fonts'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(settings.seo.siteUrl),
    title: { default: settings.seo.title, template: `%s | ${settings.siteName}` },
    description: settings.seo.description,
    keywords: settings.seo.keywords ?? undefined,
    applicationName: settings.siteName,
    // A page without a share card of its own (a landing, the error screen) shows the home page's.
    openGraph: {
      siteName: settings.siteName,
      locale: 'en_US',
      type: 'website',
      images: [shareCardOpenGraphImage('/', settings.seo.title)],
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
