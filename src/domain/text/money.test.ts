import { describe, expect, it } from 'vitest'

import { formatSignedPercent, formatSignedWholeDollars, formatWholeDollars } from './money'

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

describe('formatSignedWholeDollars', () => {
  it.each([
    [12_657.32, '+$12,657'],
    [-98_384.04, '\u2212$98,384'],
    [0.4, '$0'],
    [-0.4, '$0'],
  ])('formats %s as %s', (dollars, expected) => {
    expect(formatSignedWholeDollars(dollars)).toBe(expected)
  })
})

describe('formatSignedPercent', () => {
  it.each([
    [0.85, '+0.85%'],
    [-5.55, '\u22125.55%'],
    [0, '0.00%'],
    [-0.001, '0.00%'],
  ])('formats %s as %s', (percent, expected) => {
    expect(formatSignedPercent(percent)).toBe(expected)
  })
})
