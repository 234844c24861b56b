import type { Metadata, Viewport } from 'next'
import { Suspense, type ReactNode } from 'react'

import { bookingDialogContent } from '@/components/booking/booking-dialog-content'
import { BookingDialogProvider } from '@/components/booking/booking-dialog.client'
import { FloatingCta } from '@/components/booking/floating-cta.client'
import { LoadingBar } from '@/components/layout/loading-bar.client'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteRuntime } from '@/components/layout/site-runtime.client'
import { SkipLink } from '@/components/layout/skip-link'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { getLandings } from '@/data/landings'
import { getNavigation } from '@/data/navigation'
import { getSiteSettings, toContactChannels, toFirmProfile } from '@/data/site-settings'
import { legalServiceJsonLd, websiteJsonLd } from '@/domain/seo/structured-data'

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
    openGraph: { siteName: settings.siteName, locale: 'en_US', type: 'website' },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: '#0a2a52' }

/** The base layout: the shell every public page and the error screen share. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, navigation, landings] = await Promise.all([
    getSiteSettings(),
    getNavigation(),
    getLandings(),
  ])
  const firm = toFirmProfile(settings)
  const channels = toContactChannels(settings)
  const floatingCtaRules = {
    alwaysShownUnder: settings.floatingCta?.alwaysShownUnder ?? [],
    hiddenOn: settings.floatingCta?.hiddenOn ?? [],
  }

  return (
    <html lang="en-US" className={bodyFont.variable}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <Suspense>
          <LoadingBar />
        </Suspense>
        <SiteRuntime developerEmail={settings.email} />
        <BookingDialogProvider content={bookingDialogContent(landings, channels)}>
          <SiteHeader settings={settings} items={navigation.header} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter settings={settings} items={navigation.footer} />
          <FloatingCta rules={floatingCtaRules} fallbackHref="/contact" />
        </BookingDialogProvider>
        <JsonLdScript data={[legalServiceJsonLd(firm), websiteJsonLd(firm)]} />
      </body>
    </html>
  )
}
