import type { IncomingMessage, ServerResponse } from 'node:http'

import { Agent, request } from 'undici'
import { afterEach, expect, test } from 'vitest'

import { serveChain } from '@/server/door/test-server'

import { clientAddress } from './client-address'

/** The app: answers with what it was told of the client. */
function echoClient(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('content-type', 'application/json')
  response.end(
    JSON.stringify({
      clientAddress: request.headers['x-client-address'],
      forwardedFor: request.headers['x-forwarded-for'],
    }),
  )
}

const agents: Agent[] = []
afterEach(async () => Promise.all(agents.splice(0).map((agent) => agent.close())))

/** What the app is told of a client connecting from `peer` and sending `forwardedFor`. */
async function seenFrom(trustedHops: number, peer: string, forwardedFor?: string) {
  const { origin } = await serveChain([clientAddress({ trustedHops })], echoClient)
  const agent = new Agent({ localAddress: peer })
  agents.push(agent)
  const response = await request(`${origin}/contact`, {
    dispatcher: agent,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  })
  return (await response.body.json()) as { clientAddress: string; forwardedFor: string }
}

test('with no proxy in front, the peer is the client, whatever X-Forwarded-For says', async () => {
  expect(await seenFrom(0, '127.0.0.5', '203.0.113.7')).toEqual({
    clientAddress: '127.0.0.5',
    forwardedFor: '127.0.0.5',
  })
})

test('with no proxy in front and no X-Forwarded-For, the peer is the client', async () => {
  expect(await seenFrom(0, '127.0.0.6')).toEqual({
    clientAddress: '127.0.0.6',
    forwardedFor: '127.0.0.6',
  })
})

test.each([
  [1, '203.0.113.7'],
  [1, '198.51.100.9, 203.0.113.7'],
  [2, '203.0.113.7, 10.0.0.1'],
  [2, '198.51.100.9, 192.0.2.1, 203.0.113.7, 10.0.0.1'],
])(
  'behind %i proxies the client is the entry they wrote, forged entries left of it ignored (%s)',
  async (hops, forwardedFor) => {
    expect(await seenFrom(hops, '127.0.0.2', forwardedFor)).toEqual({
      clientAddress: '203.0.113.7',
      forwardedFor: '203.0.113.7',
    })
  },
)

test('behind a proxy, a request that reached the server directly is from its peer', async () => {
  expect(await seenFrom(1, '127.0.0.3')).toEqual({
    clientAddress: '127.0.0.3',
    forwardedFor: '127.0.0.3',
  })
})
