import { expect, test } from 'vitest'

import { replyMailto } from './reply-link'

test.each([
  [
    'ada@example.com',
    'estatePlanning',
    'mailto:ada@example.com?subject=Your%20message%20about%20estate%20planning',
  ],
  ['ada@example.com', 'other', 'mailto:ada@example.com?subject=Your%20message'],
  ['ada@example.com', 'no-such-topic', 'mailto:ada@example.com?subject=Your%20message'],
  ['a&b?c@example.com', 'other', 'mailto:a%26b%3Fc@example.com?subject=Your%20message'],
  ['"odd@name"@example.com', 'other', 'mailto:%22odd%40name%22@example.com?subject=Your%20message'],
  ['josé@bücher.example', 'other', 'mailto:jos%C3%A9@b%C3%BCcher.example?subject=Your%20message'],
])('a reply to %s about %s opens %s', (email, topic, expected) => {
  expect(replyMailto(email, topic)).toBe(expected)
})

test.each(['', 'no-at-sign', '@example.com', 'ada@'])('no reply link for %j', (email) => {
  expect(replyMailto(email, 'other')).toBeNull()
})
