import { describe, expect, it } from 'vitest'

import { formatWholeDollars } from './money'

describe('formatWholeDollars', () => {
  it.each([
    [2450, '$2,450'],
    [0, '$0'],
    [1499.6, '$1,500'],
    [-0.2, '$0'],
    [15_000_000, '$15,000,000'],
  ])('formats %s as %s', (dollars, expected) => {
    expect(formatWholeDollars(dollars)).toBe(expected)
  })
})
