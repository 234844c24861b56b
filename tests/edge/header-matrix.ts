/**
 * The edge test's header matrix (issue 37): every request header the front door, the app or Next
 * reads, and those Varnish handles itself, each with a value that could change the answer. The
 * edge test sends each once to an address and then asks for the address as a plain visitor, who
 * must get the page: no response a header changed may be kept under a key it is not part of.
 * Next's names come from src/lib/internals/next-request-headers.ts, checked against Next's own.
 */
import { connect } from 'node:net'

import {
  draftModeCookieName,
  nextBuildDir,
  readServerActionSources,
} from '@/lib/internals/next-build-output'
import {
  actionHeader,
  instantTestCookieName,
  routerHeaders,
  serverHeaders,
} from '@/lib/internals/next-request-headers'

import { visitorUserAgent } from '../../scripts/support/chromium'

export type HeaderProbe = {
  name: string
  value: string
  /** Who reads it and what it could change. */
  readBy: string
  /** A body to send with it (a chunked GET's last chunk). */
  body?: string
}

/** An action id of this build: with it the door read a GET's body as a call and refused it. */
function buildActionId(): string {
  const [entry] = readServerActionSources(nextBuildDir)
  if (!entry) throw new Error('The build has no Server Action')
  return entry[0]
}

/** The router state a client-side navigation from the home page sends. */
const routerStateTree = encodeURIComponent(
  JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]),
)

/** The headers of the matrix, by who reads them. */
export function headerProbes(): HeaderProbe[] {
  const door = 'the front door'
  return [
    { name: actionHeader, value: '7'.repeat(42), readBy: `${door}: a stale action's 404` },
    { name: actionHeader, value: buildActionId(), readBy: `${door}: a bodiless call's 400` },
    {
      name: 'Content-Type',
      value: 'multipart/form-data; boundary=probe',
      readBy: `${door}: forms; Next: a multipart action`,
    },
    {
      name: 'Content-Type',
      value: 'application/x-www-form-urlencoded',
      readBy: `${door}: method override; Next: an urlencoded action`,
    },
    { name: 'Content-Length', value: '0', readBy: `${door}: body limits` },
    {
      name: 'Transfer-Encoding',
      value: 'chunked',
      readBy: `${door}: body limits`,
      body: '0\r\n\r\n',
    },
    { name: 'Expect', value: '100-continue', readBy: `${door}: 100 Continue after its checks` },
    { name: 'Expect', value: 'probe', readBy: `${door}: its 417` },
    { name: 'Origin', value: 'https://elsewhere.example', readBy: `${door}: cross-site writes` },
    { name: 'Host', value: 'elsewhere.example', readBy: `${door}: cross-site writes; Next: URLs` },
    { name: 'X-Forwarded-For', value: '203.0.113.7', readBy: `${door}: the client's address` },
    { name: 'X-HTTP-Method-Override', value: 'DELETE', readBy: `${door}: method override` },
    {
      name: 'X-Payload-HTTP-Method-Override',
      value: 'GET',
      readBy: `${door}: method override; Payload`,
    },
    { name: 'Cookie', value: 'payload-token=probe', readBy: `${door}: staff session; Payload` },
    {
      name: 'Cookie',
      value: `${draftModeCookieName}=probe`,
      readBy: `${door}: draft view, unknown addresses; Next: draft mode`,
    },
    { name: 'Cookie', value: 'analytics-consent=granted', readBy: `${door}: analytics CSP` },
    { name: 'Cookie', value: `${instantTestCookieName}=1`, readBy: 'Next: its testing API' },
    { name: 'Authorization', value: 'Bearer probe', readBy: `${door}: staff session; Payload` },
    {
      name: 'User-Agent',
      value: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      readBy: `${door}: a bot's bare 404 and error; Next: bots`,
    },
    {
      name: 'User-Agent',
      value: 'facebookexternalhit/1.1',
      readBy: "Next: an HTML-limited bot's blocking metadata",
    },
    { name: 'Referer', value: 'https://elsewhere.example/', readBy: `${door}: missed pages` },
    { name: 'Accept-Encoding', value: 'br', readBy: `${door}: compression; Varnish` },
    { name: 'Accept-Encoding', value: 'identity', readBy: `${door}: compression; Varnish` },
    { name: routerHeaders.rsc, value: '1', readBy: 'Next: a navigation payload' },
    {
      name: routerHeaders.prefetch,
      value: '1',
      readBy: `Next: a prefetch; ${door}: missed pages`,
    },
    { name: routerHeaders.stateTree, value: routerStateTree, readBy: 'Next: navigation' },
    {
      name: routerHeaders.segmentPrefetch,
      value: '/_tree',
      readBy: 'Next: segment prefetch',
    },
    { name: routerHeaders.url, value: '/blog', readBy: 'Next: interception routes' },
    { name: serverHeaders.hmrRefresh, value: '1', readBy: 'Next: a dev refresh' },
    { name: 'Sec-Fetch-Dest', value: 'image', readBy: "Next: a subresource's plain 404" },
    { name: 'Sec-Fetch-Mode', value: 'no-cors', readBy: 'Next: cross-site checks' },
    { name: 'Sec-Fetch-Site', value: 'cross-site', readBy: 'Next: cross-site checks' },
    { name: 'Purpose', value: 'prefetch', readBy: "a browser's prefetch" },
    { name: 'Sec-Purpose', value: 'prefetch', readBy: "a browser's prefetch" },
    { name: serverHeaders.proxyPrefetch, value: '1', readBy: 'Next: a proxy prefetch' },
    { name: serverHeaders.dataRequest, value: '1', readBy: 'Next: a data request' },
    { name: serverHeaders.matchedPath, value: '/blog', readBy: 'Next: minimal mode' },
    { name: serverHeaders.routeMatches, value: 'post=probe', readBy: 'Next: minimal mode' },
    { name: serverHeaders.resume, value: '1', readBy: 'Next: a PPR resume' },
    { name: serverHeaders.resumeStateLength, value: '1', readBy: 'Next: a PPR resume' },
    {
      name: serverHeaders.prerenderRevalidate,
      value: 'probe',
      readBy: 'Next: on-demand revalidation',
    },
    {
      name: serverHeaders.prerenderRevalidateIfGenerated,
      value: '1',
      readBy: 'Next: on-demand revalidation',
    },
    {
      name: serverHeaders.revalidatedTags,
      value: 'page:/about',
      readBy: 'Next: tags expired upstream',
    },
    { name: serverHeaders.revalidateTagToken, value: 'probe', readBy: 'Next: the same' },
    { name: serverHeaders.actionForwarded, value: '1', readBy: 'Next: a forwarded action' },
    {
      name: 'Content-Security-Policy',
      value: "script-src 'nonce-probe'",
      readBy: "Next: its scripts' nonce",
    },
    { name: 'X-Forwarded-Host', value: 'elsewhere.example', readBy: 'Next: URLs' },
    { name: 'X-Forwarded-Proto', value: 'http', readBy: 'Next: URLs' },
    { name: 'X-Forwarded-Port', value: '1', readBy: 'Next: URLs' },
    { name: 'Accept', value: 'text/x-component', readBy: 'Next: images; a navigation' },
    { name: 'Range', value: 'bytes=0-9', readBy: 'Varnish' },
    { name: 'If-None-Match', value: '"probe"', readBy: 'Varnish' },
    { name: 'If-Modified-Since', value: 'Sat, 01 Jan 2101 00:00:00 GMT', readBy: 'Varnish' },
    { name: 'Cache-Control', value: 'no-cache', readBy: 'Varnish' },
    { name: 'Pragma', value: 'no-cache', readBy: 'Varnish' },
  ]
}

export type ProbeAnswer = { status: number; cache: string | null; age: number }

/**
 * Sends `probe` in a visitor's GET of `path` to the server on `port`, on a socket of its own:
 * fetch refuses or rewrites some of the matrix (Host, Expect, Transfer-Encoding). The answer is
 * the last one the server sent (after any `100 Continue`).
 */
export function sendProbe(port: number, path: string, probe: HeaderProbe): Promise<ProbeAnswer> {
  const headers = new Map([
    ['host', `127.0.0.1:${port}`],
    ['user-agent', visitorUserAgent],
  ])
  headers.set(probe.name.toLowerCase(), probe.value)
  const head = [
    `GET ${path} HTTP/1.1`,
    ...[...headers].map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ]
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${head.join('\r\n')}\r\n\r\n${probe.body ?? ''}`),
    )
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => {
      const answers = received
        .split(/(?=^HTTP\/1\.1 \d{3})/m)
        .filter((each) => !/^HTTP\/1\.1 1/.test(each))
      const [answer] = answers
      if (!answer) return reject(new Error(`No answer to ${probe.name}: ${received.slice(0, 200)}`))
      const headerOf = (name: string) =>
        new RegExp(`^${name}: *(.*?)\r$`, 'im').exec(
          answer.slice(0, answer.indexOf('\r\n\r\n')),
        )?.[1] ?? null
      resolve({
        status: Number(answer.slice(9, 12)),
        cache: headerOf('x-cache'),
        age: Number(headerOf('age') ?? 0),
      })
    })
  })
}
