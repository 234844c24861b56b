import { describe, expect, it } from 'vitest'

import { formatDollarInput, parseDollarInput } from './dollar-input'

describe('parseDollarInput', () => {
  it.each([
    ['2180000', 2_180_000],
    ['2,180,000', 2_180_000],
    ['$2,180,000', 2_180_000],
    ['$ 2,180,000', 2_180_000],
    ['  105000 ', 105_000],
    ['2.18M', 2_180_000],
    ['$2.18m', 2_180_000],
    ['750k', 750_000],
    ['$750K', 750_000],
    ['1.5 million', 1_500_000],
    ['2mm', 2_000_000],
    ['.5m', 500_000],
    ['0', 0],
    ['1234.567', 1234.57],
  ])('reads %j as %d', (text, dollars) => {
    expect(parseDollarInput(text)).toBe(dollars)
  })

  it.each([
    [''],
    ['   '],
    ['$'],
    ['abc'],
    ['-5'],
    ['1.2.3'],
    ['12,34'],
    ['5 billion'],
    ['1,0000'],
    ['k'],
  ])('refuses %j', (text) => {
    expect(parseDollarInput(text)).toBeNull()
  })
})

describe('formatDollarInput', () => {
  it.each([
    [2_180_000, '2,180,000'],
    [0, '0'],
    [1234.5, '1,234.5'],
  ])('shows %d as %s', (dollars, text) => {
    expect(formatDollarInput(dollars)).toBe(text)
  })
})
