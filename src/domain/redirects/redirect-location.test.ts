import { expect, test } from 'vitest'

import { redirectLocation } from './redirect-location'

test.each([
  // The case: a newsletter's link to the old fees page.
  ['/policies/fees', '?utm_source=newsletter', '/policies/fees?utm_source=newsletter'],
  [
    '/policies/fees',
    'utm_source=newsletter&utm_medium=email',
    '/policies/fees?utm_source=newsletter&utm_medium=email',
  ],
  ['/policies/fees', '', '/policies/fees'],
  ['/policies/fees', '?', '/policies/fees'],
  // The target's own parameters are kept and win over the visitor's of the same name.
  ['/contact?ref=old-site', '?ref=newsletter&utm_source=x', '/contact?ref=old-site&utm_source=x'],
  ['/contact?ref=old-site', '?ref=newsletter', '/contact?ref=old-site'],
  // Its fragment stays at the end.
  ['/policies/fees#hourly', '?utm_source=x', '/policies/fees?utm_source=x#hourly'],
  ['/contact?ref=a#form', '?b=2', '/contact?ref=a&b=2#form'],
  [
    'https://book.example.com/new-client',
    '?utm_source=x',
    'https://book.example.com/new-client?utm_source=x',
  ],
  // Repeated parameters and escapes arrive as sent.
  ['/search', '?tag=a&tag=b&q=caf%C3%A9+au+lait', '/search?tag=a&tag=b&q=caf%C3%A9+au+lait'],
])('%j asked with %j leads to %j', (to, search, location) => {
  expect(redirectLocation(to, search)).toBe(location)
})
