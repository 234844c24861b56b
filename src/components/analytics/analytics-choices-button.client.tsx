'use client'

import { useAnalyticsConsent } from './use-analytics-consent'

/**
 * The footer's way back to the analytics question. It appears once the page can act on it: a
 * button without its script would do nothing.
 */
export function AnalyticsChoicesButton() {
  const { consent, reopen } = useAnalyticsConsent()
  if (consent === undefined) return null
  return (
    <button
      type="button"
      onClick={(event) => reopen(event.currentTarget)}
      className="min-h-6 text-left underline decoration-1 underline-offset-4 hover:decoration-2"
    >
      Cookie and analytics choices
    </button>
  )
}
