import { expect, it } from 'vitest'

import { resolveClientAddress } from './client-address'

it.each([
  // No proxy in front: whatever the client writes in the header is ignored.
  ['203.0.113.7', undefined, 0, '203.0.113.7'],
  ['203.0.113.7', '198.51.100.99', 0, '203.0.113.7'],
  ['::ffff:203.0.113.7', undefined, 0, '203.0.113.7'],
  ['::1', undefined, 0, '::1'],
  // One proxy (e.g. nginx on loopback) appends the client's address as the last entry.
  ['127.0.0.1', '203.0.113.7', 1, '203.0.113.7'],
  ['127.0.0.1', 'forged-by-client, 203.0.113.7', 1, '203.0.113.7'],
  ['127.0.0.1', ' 198.51.100.1 ,  203.0.113.7 ', 1, '203.0.113.7'],
  // Two proxies (CDN, then the balancer): the CDN's entry is the client.
  ['10.0.0.2', 'forged, 203.0.113.7, 10.0.0.1', 2, '203.0.113.7'],
  // Reached directly although a proxy is configured: nothing in the header can be trusted.
  ['203.0.113.7', undefined, 1, '203.0.113.7'],
  ['203.0.113.7', '', 2, '203.0.113.7'],
  [undefined, undefined, 0, 'unknown'],
  [undefined, '', 1, 'unknown'],
])(
  'socket %j with X-Forwarded-For %j behind %i proxies is %s',
  (socket, forwarded, hops, client) => {
    expect(
      resolveClientAddress({
        socketAddress: socket,
        forwardedFor: forwarded,
        trustedProxyHops: hops,
      }),
    ).toBe(client)
  },
)
