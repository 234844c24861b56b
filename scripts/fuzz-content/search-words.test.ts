import { describe, expect, test } from 'vitest'

import { searchWord, wordScripts } from './search-words'

describe('searchWord', () => {
  test('is one word of letters of its script, the same for the same seed and number', () => {
    for (const script of wordScripts) {
      const word = searchWord(42, 7, script)
      expect(word).toMatch(/^\p{L}+$/u)
      expect(searchWord(42, 7, script)).toBe(word)
    }
  })

  test('differs between the documents of a run and between runs', () => {
    for (const script of wordScripts) {
      const words = new Set(
        Array.from({ length: 2000 }, (_, index) => searchWord(3, index, script)),
      )
      expect(words.size).toBe(2000)
    }
    expect(searchWord(1, 0, 'latin')).not.toBe(searchWord(2, 0, 'latin'))
  })
})
