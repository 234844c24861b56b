import { describe, expect, it } from 'vitest'

import { parsePercentInput, parseWholeNumberInput } from './percent-input'

describe('parsePercentInput', () => {
  it.each([
    ['6', 6],
    ['6%', 6],
    [' 4.4 % ', 4.4],
    ['.5', 0.5],
    ['7.', 7],
    ['0', 0],
  ])('reads %j as %d', (text, percent) => {
    expect(parsePercentInput(text)).toBe(percent)
  })

  it.each(['', '%', '-3', 'six', '6%%', '1.2.3'])('refuses %j', (text) => {
    expect(parsePercentInput(text)).toBeNull()
  })
})

describe('parseWholeNumberInput', () => {
  it.each([
    ['4', 4],
    [' 10 ', 10],
  ])('reads %j as %d', (text, value) => {
    expect(parseWholeNumberInput(text)).toBe(value)
  })

  it.each(['', '4.5', 'four', '-1'])('refuses %j', (text) => {
    expect(parseWholeNumberInput(text)).toBeNull()
  })
})
