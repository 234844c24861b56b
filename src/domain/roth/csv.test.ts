import { describe, expect, it } from 'vitest'

import { csvCell, csvDollars, csvText } from './csv'

describe('csvCell', () => {
  it.each([
    ['Moderate', 'Moderate'],
    [
      'Fill the 24% bracket for 10 years, staying in IRMAA tier 3',
      '"Fill the 24% bracket for 10 years, staying in IRMAA tier 3"',
    ],
    ['Your scenario “Zoë”', 'Your scenario “Zoë”'],
    ['The "safe" one', '"The ""safe"" one"'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
  ])('writes %j as %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell)
  })
})

describe('csvText', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(
      csvText([
        ['Rank', 'What it does'],
        ['1', 'Fill the 22% bracket for 1 year, staying in IRMAA tier 0'],
      ]),
    ).toBe('Rank,What it does\r\n1,"Fill the 22% bracket for 1 year, staying in IRMAA tier 0"\r\n')
  })
})

describe('csvDollars', () => {
  it.each([
    [862_875, '862875.00'],
    [244_696.5, '244696.50'],
    [-1_234.56, '-1234.56'],
    // A difference of two rounded amounts, without float noise and never "-0.00".
    [19_945_816.72 - 18_759_719.78, '1186096.94'],
    [0.1 + 0.2 - 0.3 - 1e-12, '0.00'],
    [-0.004, '0.00'],
  ])('writes %d as %s', (dollars, text) => {
    expect(csvDollars(dollars)).toBe(text)
  })
})
