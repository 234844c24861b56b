import { expect, it } from 'vitest'

import { clientAddress } from './client-address'

it.each([
  ['203.0.113.7', '203.0.113.7'],
  ['198.51.100.1, 203.0.113.7', '203.0.113.7'],
  ['spoofed, 198.51.100.1 ,  203.0.113.7 ', '203.0.113.7'],
  ['', 'unknown'],
  [null, 'unknown'],
])('X-Forwarded-For %j is keyed as %s', (forwarded, expected) => {
  const headers = new Headers(forwarded === null ? {} : { 'x-forwarded-for': forwarded })
  expect(clientAddress(headers)).toBe(expected)
})
