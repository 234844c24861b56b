// The Google tag's own loader pattern: gtag.js reads the commands queued on `window.dataLayer`,
// as `arguments` objects (not arrays), before and after it loads.
declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const gtag: (...command: unknown[]) => void = function () {
  window.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  window.dataLayer.push(arguments)
}

/** Where gtag.js is loaded from for the tag `tagId` (G-…). */
export function googleTagScriptUrl(tagId: string) {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`
}

/**
 * Starts measuring with `tagId` for a visitor who agreed to analytics, and to nothing else:
 * advertising storage, ad user data and ad personalisation stay denied, Google signals off.
 */
export function startGoogleTag(tagId: string) {
  gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  })
  gtag('js', new Date())
  gtag('config', tagId, { allow_google_signals: false, allow_ad_personalization_signals: false })
}

/** Tells a running Google tag that the visitor withdrew, so it writes no more cookies. */
export function stopGoogleTag() {
  if (window.dataLayer) gtag('consent', 'update', { analytics_storage: 'denied' })
}
