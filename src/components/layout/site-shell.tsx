import { CalendarCheck, X } from 'lucide'
import type { ReactNode } from 'react'

import { AnalyticsConsentIsland } from '@/components/analytics/analytics-islands.client'
import { bookingDialogContent } from '@/components/booking/booking-dialog-content'
import { BookingDialogProvider } from '@/components/booking/booking-dialog.client'
import { FloatingCta } from '@/components/booking/floating-cta.client'
import { LoadingBar } from '@/components/layout/loading-bar.client'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteRuntime } from '@/components/layout/site-runtime.client'
import { SkipLink } from '@/components/layout/skip-link'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { Icon } from '@/components/ui/icon'
import { getLandings } from '@/data/landings'
import { getNavigation } from '@/data/navigation'
import { getSiteProfile } from '@/data/site-profile'
import { legalServiceJsonLd, websiteJsonLd } from '@/domain/seo/structured-data'

/**
 * The document every public page shares: skip link, loading bar, header, main, footer, floating
 * call to action, the analytics question (only when staff set a Google tag id) and the firm's
 * structured data. The base layout and the 404 page for addresses
 * that match no page (app/global-not-found.tsx) both render it.
 */
export async function SiteShell({
  fontClassName,
  children,
}: {
  fontClassName: string
  children: ReactNode
}) {
  const [profile, navigation, landings] = await Promise.all([
    getSiteProfile(),
    getNavigation(),
    getLandings(),
  ])

  return (
    <html lang="en-US" className={fontClassName}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <LoadingBar />
        <SiteRuntime developerEmail={profile.email} />
        <BookingDialogProvider content={bookingDialogContent(landings, profile.channels)}>
          <SiteHeader profile={profile} items={navigation.header} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter profile={profile} items={navigation.footer} />
          <FloatingCta
            rules={profile.floatingCtaRules}
            fallbackHref="/contact"
            icons={{
              book: <Icon icon={CalendarCheck} className="size-5" />,
              dismiss: <Icon icon={X} className="size-6" />,
            }}
          />
        </BookingDialogProvider>
        {profile.analyticsTagId ? <AnalyticsConsentIsland tagId={profile.analyticsTagId} /> : null}
        <JsonLdScript data={[legalServiceJsonLd(profile.firm), websiteJsonLd(profile.firm)]} />
      </body>
    </html>
  )
}
