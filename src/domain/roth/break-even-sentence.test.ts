import { describe, expect, it } from 'vitest'

import { breakEvenSentence } from './break-even-sentence'

describe('breakEvenSentence', () => {
  it.each([
    [0, 'Converting leaves your children more even if the inheritance came now.'],
    [1, 'Converting leaves your children more if the parent lives at least 1 more year.'],
    [2, 'Converting leaves your children more if the parent lives at least 2 more years.'],
    [46, 'Converting leaves your children more if the parent lives at least 46 more years.'],
    [null, 'Converting does not leave your children more within 50 years.'],
  ])('says what a break-even of %s years means', (breakEvenYears, sentence) => {
    expect(breakEvenSentence(breakEvenYears)).toBe(sentence)
  })
})
