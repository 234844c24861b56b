import { describe, expect, test } from 'vitest'

import { highlight, queryTerms, snippet, type HighlightOptions } from './highlight'

/** Reads words as the index does, short of stemming: lower case, accents removed. */
const plainWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Levenshtein's count of edits, the stand-in for the index's own count of typos. */
function editsBetween(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (const [i, charA] of [...a].entries()) {
    const current = [i + 1]
    for (const [j, charB] of [...b].entries()) {
      const substitution = (previous[j] as number) + (charA === charB ? 0 : 1)
      current.push(
        Math.min(substitution, (previous[j + 1] as number) + 1, (current[j] as number) + 1),
      )
    }
    previous = current
  }
  return previous[b.length] as number
}

const exact: HighlightOptions = {
  normalize: plainWord,
  tolerance: 0,
  isWithinTypos: (term, word, tolerance) => editsBetween(term, word) <= tolerance,
  preTag: '<em>',
  postTag: '</em>',
}
const forgiving: HighlightOptions = { ...exact, tolerance: 1 }

const termsOf = (query: string) => queryTerms(query, plainWord)

describe('query terms', () => {
  test('each distinct word of the query is a term, kept as first typed', () => {
    expect(termsOf('Bank, bank BANKRUPTCY? bank')).toEqual([
      { word: 'Bank', normalized: 'bank' },
      { word: 'BANKRUPTCY', normalized: 'bankruptcy' },
    ])
  })

  test('words are compared in the form the index reads them', () => {
    expect(termsOf('Résumé resume')).toEqual([{ word: 'Résumé', normalized: 'resume' }])
  })

  test('letters and digits make words; punctuation only separates them', () => {
    expect(termsOf('chapter-7 (2026) Peña’s').map((term) => term.word)).toEqual([
      'chapter',
      '7',
      '2026',
      'Peña',
      's',
    ])
  })

  test('words the index ignores are not terms', () => {
    const withoutStopWords = (word: string) => (word === 'the' ? '' : plainWord(word))
    expect(queryTerms('the will', withoutStopWords)).toEqual([{ word: 'will', normalized: 'will' }])
  })

  test('an empty or wordless query has no terms', () => {
    expect(termsOf('')).toEqual([])
    expect(termsOf(' ?! ')).toEqual([])
  })
})

describe('highlight', () => {
  const title = 'Filing for Bankruptcy in Colorado'

  test('a word the query begins is wrapped in the tags whole', () => {
    expect(highlight(title, termsOf('bank'), exact)).toEqual({
      value: 'Filing for <em>Bankruptcy</em> in Colorado',
      matchLevel: 'full',
      matchedWords: ['bank'],
      fullyHighlighted: false,
    })
  })

  test('when some terms are found the match is partial, listing the words found as typed', () => {
    expect(highlight(title, termsOf('Denver COLORADO bankruptcy'), exact)).toEqual({
      value: 'Filing for <em>Bankruptcy</em> in <em>Colorado</em>',
      matchLevel: 'partial',
      matchedWords: ['bankruptcy', 'COLORADO'],
      fullyHighlighted: false,
    })
  })

  test('text without any term comes back unchanged with no match', () => {
    expect(highlight(title, termsOf('estate planning'), exact)).toEqual({
      value: title,
      matchLevel: 'none',
      matchedWords: [],
      fullyHighlighted: false,
    })
  })

  test('an empty query highlights nothing', () => {
    expect(highlight(title, [], exact)).toMatchObject({ value: title, matchLevel: 'none' })
  })

  test('a word is found only from its start', () => {
    expect(highlight(title, termsOf('ruptcy'), forgiving).matchLevel).toBe('none')
  })

  test('every occurrence is tagged, keeping the text’s own case, accents and punctuation', () => {
    expect(highlight('Résumé? Send your RESUME.', termsOf('resume'), exact).value).toBe(
      '<em>Résumé</em>? Send your <em>RESUME</em>.',
    )
  })

  test('text whose every word matches is fully highlighted', () => {
    expect(highlight('Gun Trusts', termsOf('trusts gun'), exact)).toEqual({
      value: '<em>Gun</em> <em>Trusts</em>',
      matchLevel: 'full',
      matchedWords: ['gun', 'trusts'],
      fullyHighlighted: true,
    })
  })

  test('empty text is not fully highlighted', () => {
    expect(highlight('', termsOf('gun'), exact)).toEqual({
      value: '',
      matchLevel: 'none',
      matchedWords: [],
      fullyHighlighted: false,
    })
  })

  test('the tags are the ones asked for', () => {
    const options = { ...exact, preTag: '__ais-highlight__', postTag: '__/ais-highlight__' }
    expect(highlight('Gun trusts', termsOf('gun'), options).value).toBe(
      '__ais-highlight__Gun__/ais-highlight__ trusts',
    )
  })

  test('a misspelled word of more than four letters finds the word when one typo is forgiven', () => {
    expect(highlight(title, termsOf('bankrupcy'), forgiving)).toMatchObject({
      value: 'Filing for <em>Bankruptcy</em> in Colorado',
      matchedWords: ['bankrupcy'],
    })
  })

  test('a misspelled word finds nothing when no typo is forgiven', () => {
    expect(highlight(title, termsOf('bankrupcy'), exact).value).toBe(title)
  })

  test('a misspelled beginning of a longer word finds the word', () => {
    expect(highlight(title, termsOf('bamkrupt'), forgiving).value).toBe(
      'Filing for <em>Bankruptcy</em> in Colorado',
    )
  })

  test('two typos are not forgiven', () => {
    expect(highlight(title, termsOf('bakrupcy'), forgiving).matchLevel).toBe('none')
  })

  test('a typo in a word of four letters or fewer is not forgiven', () => {
    expect(highlight('Wills and trusts', termsOf('wils'), forgiving).matchLevel).toBe('none')
    expect(highlight('Wills and trusts', termsOf('willz'), forgiving).value).toBe(
      '<em>Wills</em> and trusts',
    )
  })
})

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten'
  const options = { ...exact, length: 4, ellipsis: '…' }

  test('shows the words around the first match with an ellipsis on both cut sides', () => {
    expect(snippet(text, termsOf('seven'), options)).toEqual({
      value: '…six <em>seven</em> eight nine…',
      matchLevel: 'full',
    })
  })

  test('a match near the end shows the closing words, cut only before', () => {
    expect(snippet(text, termsOf('ten'), options).value).toBe('…seven eight nine <em>ten</em>')
  })

  test('a match near the start shows the opening words, cut only after', () => {
    expect(snippet(text, termsOf('two'), options).value).toBe('one <em>two</em> three four…')
  })

  test('shows the opening words when nothing matches', () => {
    expect(snippet(text, termsOf('eleven'), options)).toEqual({
      value: 'one two three four…',
      matchLevel: 'none',
    })
  })

  test('the match level counts only the matches the snippet shows', () => {
    expect(snippet(text, termsOf('two ten'), options)).toEqual({
      value: 'one <em>two</em> three four…',
      matchLevel: 'partial',
    })
  })

  test('a short text is shown whole, without an ellipsis', () => {
    expect(snippet('Call us today.', termsOf('today'), { ...options, length: 20 })).toEqual({
      value: 'Call us <em>today</em>.',
      matchLevel: 'full',
    })
  })

  test('a text of exactly the snippet’s length is shown whole', () => {
    expect(snippet('one two three four.', termsOf('four'), options).value).toBe(
      'one two three <em>four</em>.',
    )
  })

  test('the ellipsis is the one asked for', () => {
    const spaced = 'First,  file the petition.  Then   wait for the court.'
    expect(snippet(spaced, termsOf('wait'), { ...options, ellipsis: ' [...] ' })).toEqual({
      value: ' [...] Then   <em>wait</em> for the [...] ',
      matchLevel: 'full',
    })
  })

  test('space around a whole text is trimmed', () => {
    expect(snippet('  Call us today. \n', termsOf('call'), options).value).toBe(
      '<em>Call</em> us today.',
    )
  })

  test('a cut keeps the quote marks and brackets that open or close on the words it shows', () => {
    const quoted = 'one two and “any other weapons” made (or bought) then'
    expect(snippet(quoted, termsOf('other'), options).value).toBe(
      '…“any <em>other</em> weapons” made…',
    )
    expect(snippet(quoted, termsOf('or'), options).value).toBe('…made (<em>or</em> bought) then')
    expect(snippet('a b c d "e f g h" i j', termsOf('f'), options).value).toBe(
      '…"e <em>f</em> g h"…',
    )
  })

  test('empty text gives an empty snippet', () => {
    expect(snippet('', termsOf('wills'), options)).toEqual({ value: '', matchLevel: 'none' })
  })
})
