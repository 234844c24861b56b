import { cookieValue } from '../http/cookie-value'

/** The first-party cookie that remembers a visitor's analytics choice (read by the front door). */
export const analyticsConsentCookieName = 'analytics-consent'

/** How long a choice is remembered before the visitor is asked again: about six months. */
export const analyticsConsentMaxAgeSeconds = 180 * 24 * 60 * 60

export type AnalyticsConsent = 'granted' | 'denied'

/** The visitor's analytics choice in `cookieHeader`; null when they have not chosen (or it is unreadable). */
export function readAnalyticsConsent(cookieHeader: string | undefined): AnalyticsConsent | null {
  const value = cookieValue(cookieHeader ?? '', analyticsConsentCookieName)
  return value === 'granted' || value === 'denied' ? value : null
}

/** The `document.cookie` assignment that remembers `consent` for this site. */
export function analyticsConsentCookie(
  consent: AnalyticsConsent,
  { isSecure }: { isSecure: boolean },
): string {
  return [
    `${analyticsConsentCookieName}=${consent}`,
    'Path=/',
    `Max-Age=${analyticsConsentMaxAgeSeconds}`,
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ')
}

// The Google tag keeps its visitor id in `_ga` and its session in `_ga_<stream id>`.
const googleTagCookie = /^_ga(_[A-Za-z0-9]+)?$/

/**
 * The `document.cookie` assignments that delete the Google tag's cookies named in `cookieHeader`.
 * The tag sets them on the widest domain it may (`cookie_domain: 'auto'`), which the browser does
 * not reveal, so each is expired on the host and on every parent domain of `hostname`.
 */
export function googleTagCookieDeletions(cookieHeader: string, hostname: string): string[] {
  const names = cookieHeader
    .split(';')
    .map((pair) => pair.replace(/=.*$/s, '').trim())
    .filter((name) => googleTagCookie.test(name))
  const labels = hostname.split('.')
  const parentDomains = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
  return names.flatMap((name) => [
    `${name}=; Path=/; Max-Age=0`,
    ...parentDomains.map((domain) => `${name}=; Path=/; Max-Age=0; Domain=${domain}`),
  ])
}
