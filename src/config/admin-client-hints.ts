import type { NextConfig } from 'next'

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>

/**
 * `withPayload` asks every route for the colour-scheme client hint with `Critical-CH`, which makes
 * Chromium discard a visitor's first page and request it again (payload#17906). Only the admin
 * reads the hint, so the rule moves to the admin's paths.
 */
export function scopeClientHintsToAdmin(rules: HeaderRules): HeaderRules {
  return rules.flatMap((rule) => {
    const isClientHintRule = rule.headers.some(({ key }) => key.toLowerCase() === 'critical-ch')
    if (!isClientHintRule || rule.source !== '/:path*') return [rule]
    return [
      { ...rule, source: '/admin' },
      { ...rule, source: '/admin/:path*' },
    ]
  })
}
