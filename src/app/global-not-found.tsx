import type { Metadata, Viewport } from 'next'

import { ErrorScreen } from '@/components/layout/error-screen'
import { SiteShell } from '@/components/layout/site-shell'
import { brandColors } from '@/config/brand'
import { getSiteProfile } from '@/data/site-profile'

import { bodyFont } from './(site)/fonts'

import './(site)/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getSiteProfile()
  return {
    metadataBase: new URL(profile.siteUrl),
    title: `Page Not Found | ${profile.name}`,
    description: profile.description,
    robots: { index: false },
  }
}

export const viewport: Viewport = { themeColor: brandColors.navy }

/**
 * Status 404 for an address that matches no page (seed §2), server-rendered in the base layout's
 * shell. The front door (src/server.ts) sends here every address that no route and no CMS page,
 * alias or redirect owns, so such misses are never rendered or cached one by one.
 */
export default function GlobalNotFound() {
  return (
    <SiteShell fontClassName={bodyFont.variable}>
      <ErrorScreen kind="notFound" />
    </SiteShell>
  )
}
