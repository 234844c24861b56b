'use client'

import { lazyIsland } from '@/components/ui/lazy-island'

// Imported directly, the banner and the footer button joined the layout's shared chunk, so every
// page carried them even with no tag id set. As lazy islands their code is a chunk of its own
// that only pages rendering them (a tag id is set) fetch; both render nothing on the server.

/** The analytics question and the Google tag, in a chunk of their own (ADR 007). */
export const AnalyticsConsentIsland = lazyIsland(() =>
  import('./analytics-consent.client').then((module) => module.AnalyticsConsent),
)

/** The footer's "Cookie and analytics choices" button, in a chunk of its own. */
export const AnalyticsChoicesButtonIsland = lazyIsland(() =>
  import('./analytics-choices-button.client').then((module) => module.AnalyticsChoicesButton),
)
