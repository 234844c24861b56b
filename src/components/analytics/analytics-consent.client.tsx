'use client'

import Link from 'next/link'
import Script from 'next/script'

import { buttonClass } from '@/components/ui/button-class'

import { googleTagScriptUrl, startGoogleTag } from './google-tag'
import { useAnalyticsConsent } from './use-analytics-consent'

const bannerHeightProperty = '--analytics-banner-height'
const choiceButtonClass = buttonClass({ variant: 'secondary', size: 'medium', className: 'grow' })

/**
 * Keeps `--analytics-banner-height` on the page while the banner shows, so the floating call to
 * action sits above it and focused elements scroll clear of it (globals.css).
 */
function trackBannerHeight(banner: HTMLElement | null) {
  if (!banner) return
  const root = document.documentElement
  const observer = new ResizeObserver(([entry]) => {
    root.style.setProperty(bannerHeightProperty, `${entry?.borderBoxSize[0]?.blockSize ?? 0}px`)
  })
  observer.observe(banner)
  return () => {
    observer.disconnect()
    root.style.removeProperty(bannerHeightProperty)
  }
}

/**
 * Analytics, consent first: asks the visitor once, in a banner that stays at the bottom of the
 * window without blocking the page, and loads the Google tag `tagId` only after a "yes". Nothing
 * renders on the server (the choice lives in a cookie only the browser reads here), so the page
 * stays the same cached document for everyone.
 */
export function AnalyticsConsent({ tagId }: { tagId: string }) {
  const { consent, isAsking, isReopened, choose } = useAnalyticsConsent()

  return (
    <>
      {consent === 'granted' ? (
        <Script src={googleTagScriptUrl(tagId)} onLoad={() => startGoogleTag(tagId)} />
      ) : null}
      {isAsking ? (
        <section
          ref={(banner) => {
            if (isReopened) banner?.focus()
            return trackBannerHeight(banner)
          }}
          tabIndex={-1}
          aria-labelledby="analytics-consent-heading"
          className="border-brand-800 sticky bottom-0 z-40 border-t-4 bg-white text-base shadow-[0_-4px_16px_rgb(0_0_0/0.12)] motion-safe:animate-[fade-in_200ms_ease-out] print:hidden"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-8">
            <div>
              <h2 id="analytics-consent-heading" className="text-lg">
                May we count your visit?
              </h2>
              <p className="mt-1">
                With your yes, Google Analytics sets cookies and tells Google which pages you view.
                Nothing is sent if you decline. You can change your mind at the bottom of any page.{' '}
                <Link href="/policies/privacy">Privacy policy</Link>
              </p>
            </div>
            <div className="flex shrink-0 gap-3">
              <button type="button" className={choiceButtonClass} onClick={() => choose('granted')}>
                Accept analytics
              </button>
              <button type="button" className={choiceButtonClass} onClick={() => choose('denied')}>
                Decline
              </button>
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}
