'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

// Imported directly, the banner and the footer button joined the layout's shared chunk, so every
// page carried them even with no tag id set. Loaded lazily, their code is a chunk of its own that
// only pages rendering them (a tag id is set) fetch; both render nothing on the server anyway.
const AnalyticsConsent = lazy(() =>
  import('./analytics-consent.client').then((module) => ({ default: module.AnalyticsConsent })),
)
const AnalyticsChoicesButton = lazy(() =>
  import('./analytics-choices-button.client').then((module) => ({
    default: module.AnalyticsChoicesButton,
  })),
)

/** The analytics question and the Google tag, in a chunk of their own (ADR 006). */
export function AnalyticsConsentIsland(props: ComponentProps<typeof AnalyticsConsent>) {
  return (
    <Suspense>
      <AnalyticsConsent {...props} />
    </Suspense>
  )
}

/** The footer's "Cookie and analytics choices" button, in a chunk of its own. */
export function AnalyticsChoicesButtonIsland() {
  return (
    <Suspense>
      <AnalyticsChoicesButton />
    </Suspense>
  )
}
