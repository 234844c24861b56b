import { expect, it } from 'vitest'

import { rateLimitedClientOf } from './client-address'

it.each([
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['::1', '::/64'],
  // One customer's /64: every address in it is one client for the limits.
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::/64'],
  ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  ['fe80::1%eth0', 'fe80::/64'],
  ['unknown', 'unknown'],
  ['', ''],
])('the rate limits count %j as %j', (address, client) => {
  expect(rateLimitedClientOf(address)).toBe(client)
})
