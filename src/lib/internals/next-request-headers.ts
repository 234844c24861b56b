/*
 * The request headers of Next's that the cache in front must know of (deploy/varnish/default.vcl)
 * and the edge test's header matrix sends (tests/edge/header-matrix.ts), none of them public
 * API. next-request-headers.test.ts checks each name against Next's own constant.
 */

/** The id of the Server Action a POST calls. */
export const actionHeader = 'next-action'

/**
 * What Next's router sends with a client-side navigation or prefetch: Next varies its payload on
 * them, and Varnish keys its objects on them.
 */
export const routerHeaders = {
  rsc: 'rsc',
  stateTree: 'next-router-state-tree',
  prefetch: 'next-router-prefetch',
  segmentPrefetch: 'next-router-segment-prefetch',
  url: 'next-url',
} as const

/**
 * What Next's servers (or its development server) send each other, never a browser: Varnish
 * passes a request that carries one.
 */
export const serverHeaders = {
  hmrRefresh: 'next-hmr-refresh',
  matchedPath: 'x-matched-path',
  resume: 'next-resume',
  resumeStateLength: 'x-next-resume-state-length',
  prerenderRevalidate: 'x-prerender-revalidate',
  prerenderRevalidateIfGenerated: 'x-prerender-revalidate-if-generated',
  revalidatedTags: 'x-next-revalidated-tags',
  revalidateTagToken: 'x-next-revalidate-tag-token',
  // Names Next reads without a constant of its own.
  routeMatches: 'x-now-route-matches',
  dataRequest: 'x-nextjs-data',
  proxyPrefetch: 'x-middleware-prefetch',
  actionForwarded: 'x-action-forwarded',
} as const

/** The cookie that turns on Next's testing API for instant navigations. */
export const instantTestCookieName = 'next-instant-navigation-testing'
