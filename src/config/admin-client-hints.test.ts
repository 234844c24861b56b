import { describe, expect, it } from 'vitest'

import { scopeClientHintsToAdmin } from './admin-client-hints'

const clientHints = [
  { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
]
const security = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }

describe('scopeClientHintsToAdmin', () => {
  it('asks for the colour-scheme hint on the admin only', () => {
    expect(
      scopeClientHintsToAdmin([security, { source: '/:path*', headers: clientHints }]),
    ).toEqual([
      security,
      { source: '/admin', headers: clientHints },
      { source: '/admin/:path*', headers: clientHints },
    ])
  })

  it('leaves a client-hint rule that already has a narrower path alone', () => {
    const rule = { source: '/admin/:path*', headers: clientHints }
    expect(scopeClientHintsToAdmin([rule])).toEqual([rule])
  })
})
