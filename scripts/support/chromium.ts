/**
 * Debian's Chromium as every browser run here uses it (Playwright cannot download its own on
 * these machines): the tests, screenshots, Lighthouse and the bench.
 */
export const chromiumPath = '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** A visitor's user agent: headless Chromium's own counts as a bot and gets the crawler view. */
export const visitorUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
