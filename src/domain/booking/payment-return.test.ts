import { describe, expect, it } from 'vitest'

import { hasPaymentSuccessMarker } from './payment-return'

describe('hasPaymentSuccessMarker', () => {
  it.each([
    [{ utm_source: 'lawmatics' }, true],
    [{ utm_source: ['lawmatics', 'x'] }, true],
    [{ utm_source: 'other' }, false],
    [{}, false],
    [{ utm_source: undefined }, false],
  ])('%j → %s', (searchParams, expected) => {
    expect(hasPaymentSuccessMarker(searchParams, 'utm_source=lawmatics')).toBe(expected)
  })

  it('never matches a malformed marker', () => {
    expect(hasPaymentSuccessMarker({ paid: '' }, 'paid')).toBe(false)
  })
})
