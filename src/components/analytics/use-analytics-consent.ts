import { useSyncExternalStore } from 'react'

import {
  analyticsConsentCookie,
  googleTagCookieDeletions,
  readAnalyticsConsent,
  type AnalyticsConsent,
} from '@/domain/analytics/analytics-consent'

import { stopGoogleTag } from './google-tag'

const listeners = new Set<() => void>()
let isReopened = false
let reopenedFrom: HTMLElement | null = null

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

function notify() {
  for (const listener of listeners) listener()
}

/** Asks again, from the footer's button: focus goes to the question and back to `opener` after. */
function reopen(opener: HTMLElement) {
  isReopened = true
  reopenedFrom = opener
  notify()
}

/**
 * Remembers `consent`. The page's Content-Security-Policy was fixed when it loaded (the front door
 * adds the Google tag's hosts only for a visitor who agreed, ADR 007), so a new "yes" reloads the
 * page for the tag to load, and a "no" after a "yes" reloads it to stop the tag, its cookies gone.
 */
function choose(consent: AnalyticsConsent) {
  const previous = readAnalyticsConsent(document.cookie)
  document.cookie = analyticsConsentCookie(consent, {
    isSecure: window.location.protocol === 'https:',
  })
  if (consent === 'denied') {
    stopGoogleTag()
    for (const deletion of googleTagCookieDeletions(document.cookie, window.location.hostname)) {
      document.cookie = deletion
    }
  }
  if ((consent === 'granted') !== (previous === 'granted')) {
    window.location.reload()
    return
  }
  isReopened = false
  reopenedFrom?.focus()
  reopenedFrom = null
  notify()
}

/**
 * The visitor's analytics choice from the consent cookie (`undefined` on the server and while the
 * page hydrates, when it cannot be read), whether to ask for it, and the actions that change it.
 */
export function useAnalyticsConsent() {
  const consent = useSyncExternalStore<AnalyticsConsent | null | undefined>(
    subscribe,
    () => readAnalyticsConsent(document.cookie),
    () => undefined,
  )
  const isReopenedNow = useSyncExternalStore(
    subscribe,
    () => isReopened,
    () => false,
  )
  return {
    consent,
    isAsking: consent === null || isReopenedNow,
    isReopened: isReopenedNow,
    choose,
    reopen,
  }
}
