import { expect, test } from 'vitest'

import { indefiniteArticle, withIndefiniteArticle } from './articles'

test.each([
  ['estate plan check-up', 'an'],
  ['Estate planning education meeting', 'an'],
  ['initial meeting', 'an'],
  ['open question', 'an'],
  ['appointment', 'an'],
  ['unbundled service', 'an'],
  ['small business', 'a'],
  ['new client consultation', 'a'],
  ['bankruptcy petition review', 'a'],
  ['client check-in', 'a'],
  ['hour', 'an'],
  ['honest answer', 'an'],
  ['heir', 'an'],
  ['house', 'a'],
  ['unit', 'a'],
  ['University', 'a'],
  ['user', 'a'],
  ['usual fee', 'a'],
  ['European client', 'a'],
  ['one-time fee', 'a'],
  ['urgent question', 'an'],
  ['unimportant detail', 'an'],
  ['uniform fee', 'a'],
  ['  estate plan  ', 'an'],
  ['', 'a'],
])('%j takes "%s"', (phrase, article) => expect(indefiniteArticle(phrase)).toBe(article))

test('puts the article before the phrase, trimmed', () => {
  expect(withIndefiniteArticle('estate plan design meeting')).toBe('an estate plan design meeting')
  expect(withIndefiniteArticle(' new client consultation')).toBe('a new client consultation')
})

test('its known limit: abbreviations are read by their letter, not their sound', () =>
  expect(withIndefiniteArticle('LLC')).toBe('a LLC'))
