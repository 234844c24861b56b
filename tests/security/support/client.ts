import { Agent, fetch, type RequestInit, type Response } from 'undici'

import { securityPort } from './security-env'

const agents = new Map<string, Agent>()

function agentFrom(localAddress: string): Agent {
  const agent = agents.get(localAddress) ?? new Agent({ localAddress })
  agents.set(localAddress, agent)
  return agent
}

/** A visitor's browser: Node's own fetch calls itself "node", which isbot counts as a bot. */
export const browserHeaders = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
}

/** The server by IPv4, so a request can leave from a loopback address of its choosing. */
export const securityIpOrigin = `http://127.0.0.1:${securityPort}`

/**
 * Fetches `path` of the security suite's server from `localAddress` (127.0.0.0/8 all reaches
 * this machine), so each test is a client of its own for the server's rate limits.
 */
export function fetchFrom(
  localAddress: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${securityIpOrigin}${path}`, { ...init, dispatcher: agentFrom(localAddress) })
}

/** Posts `body` as JSON to `path` of the server at `origin`. */
export function postJson(
  origin: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}
