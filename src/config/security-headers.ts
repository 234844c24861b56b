type Header = { key: string; value: string }

/**
 * The Content-Security-Policy. Public pages are prerendered and served from Next's cache, so a
 * per-request nonce is impossible and Next's inline bootstrap scripts cannot be hashed ahead of
 * time: scripts are limited to this origin plus inline (ADR 002). No 'unsafe-eval' outside
 * development, where React's refresh needs it.
 */
export function contentSecurityPolicy({
  isDevelopment,
  isAdmin,
}: {
  isDevelopment: boolean
  /** The admin frames itself and the site's pages (live preview); public pages frame nothing. */
  isAdmin: boolean
}) {
  const framing = isAdmin ? "'self'" : "'none'"
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isDevelopment ? ' ws:' : ''}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framing}`,
    `frame-src ${framing}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join('; ')
}

/**
 * What the Google tag (gtag.js, Google Analytics 4) loads and calls, by directive, as Google's
 * guide "Use Tag Manager with a Content Security Policy" lists them for GA4. Google signals (and
 * with them doubleclick.net) stay off, so its hosts are not needed.
 */
export const googleTagSources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const

const isGoogleTagDirective = (name: string): name is keyof typeof googleTagSources =>
  Object.hasOwn(googleTagSources, name)

/**
 * `policy` with the Google tag's hosts added to its script, image and connect sources, for a
 * visitor who agreed to analytics (ADR 007). Directives it does not name are left as they are.
 */
export function withGoogleTagSources(policy: string): string {
  return policy
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ')[0] ?? ''
      return isGoogleTagDirective(name)
        ? [directive, ...googleTagSources[name]].join(' ')
        : directive
    })
    .join('; ')
}

/** `policy` letting pages of this site frame the page: a draft in the admin's live preview (ADR 006). */
export function withSameOriginFraming(policy: string): string {
  return policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'")
}

/** Headers sent with every response; the admin may frame itself (live preview), nothing else may. */
export function securityHeaders({
  isProduction,
  isAdmin,
}: {
  isProduction: boolean
  isAdmin: boolean
}): Header[] {
  const headers: Header[] = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ isDevelopment: !isProduction, isAdmin }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: isAdmin ? 'SAMEORIGIN' : 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (isProduction) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}
