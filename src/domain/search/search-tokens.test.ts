import { describe, expect, test } from 'vitest'

import { foldForSearch, searchTokens } from './search-tokens'

describe('searchTokens', () => {
  test.each([
    [
      'English words as before',
      'Estate planning: a check-up',
      ['estate', 'planning', 'a', 'check-up'],
    ],
    ['accents off, in any form typed', 'Zoë Nu\u0301n\u0303ez Ötüken', ['zoe', 'nunez', 'otuken']],
    ['letters without a mark folded', 'Łódź Straße Ærø Đặng', ['lodz', 'strasse', 'aero', 'dang']],
    [
      'Cyrillic and Greek',
      'Юридическая консультация, Ἀθῆναι',
      ['юридическая', 'консультация', 'αθηναι'],
    ],
    ['Arabic and Hebrew without their vowel marks', 'مُحَمَّد שָׁלוֹם', ['محمد', 'שלום']],
    [
      'apostrophes and hyphens only inside a word',
      "'quoted' - don't -x-",
      ['quoted', "don't", 'x'],
    ],
    ['digits and underscores', 'form_1040 2026', ['form_1040', '2026']],
  ])('reads %s', (_, text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens)
  })

  test('cuts Chinese written without spaces into its words, the same in a text and a query', () => {
    const tokens = searchTokens('北京市律师事务所提供遗产规划')
    expect(tokens.length).toBeGreaterThan(1)
    expect(tokens.join('')).toBe('北京市律师事务所提供遗产规划')
    for (const token of searchTokens('遗产规划')) expect(tokens).toContain(token)
  })

  test('leaves out the hyphen between two Chinese words', () => {
    expect(searchTokens('遗产-规划')).toEqual(['遗产', '规划'])
  })

  test('finds no words in punctuation and emoji', () => {
    expect(searchTokens('— … 👩🏽‍⚖️ ⚖️ --')).toEqual([])
  })
})

describe('foldForSearch', () => {
  test('leaves what has no accent as it is, in lower case', () => {
    expect(foldForSearch('Roth IRA 401(k)')).toBe('roth ira 401(k)')
  })
})
