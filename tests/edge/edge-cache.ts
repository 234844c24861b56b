/**
 * `npm run test:edge` (part of `npm test`, after the e2e suite, on the e2e build; needs varnishd
 * with the xkey module and wrk, which .ci/run installs): one production instance behind Varnish
 * with the project's VCL (deploy/varnish), as docs/deploy.md sets it up. It proves that pages are
 * kept, that a publish (through the REST API, and by the jobs runner on schedule) purges exactly
 * the pages it changed, that staff, drafts, posts and the admin never touch the cache, that each
 * visitor gets the Content-Security-Policy of their own analytics choice, and that cached pages
 * outlive the app. Ends with one line: throughput through Varnish against a plain server sending
 * the same bytes, and how soon a publish was fresh.
 */
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createServer } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'

import { Agent, request } from 'undici'

import { visitorUserAgent } from '../../scripts/support/chromium'
import {
  millisecondsUntil,
  startServer,
  stopServer,
  waitFor,
} from '../../scripts/support/server-process'
import { pageAt, staffRequest, staffToken } from '../../scripts/support/staff-api'
import { e2eEnv, e2ePort } from '../support/e2e-env'
import { queueScheduledPublish } from '../support/scheduled-publish'
import { startVarnish, viewThroughCache } from './varnish'

const run = promisify(execFile)
const ports = { varnish: e2ePort + 81, ceiling: e2ePort + 82 }
const appOrigin = `http://127.0.0.1:${e2ePort}`
const runId = Date.now().toString(36)
/** The largest content page, for the throughput line. */
const benchPage = '/services/estate-planning'

function report(line: string) {
  process.stdout.write(`${line}\n`)
}

// Varnish first: the app's start then reaches it (it drops other builds' pages at start).
const varnish = await startVarnish({
  port: ports.varnish,
  backendPort: e2ePort,
  directory: path.resolve('.tmp/edge/varnish'),
})
const edge = varnish.origin
const app = await startServer({
  port: e2ePort,
  env: {
    ...e2eEnv,
    CACHE_PURGE_URL: edge,
    // The jobs runner looks for due jobs every second, for the scheduled publish.
    JOBS_CRON: '* * * * * *',
    LOG_LEVEL: 'error',
  },
})
let appRunning = true
// Varnish sends requests on once its health check has seen the app up.
await waitFor(async () => (await fetch(`${edge}/api/health`)).ok, 'Varnish to find the app healthy')

/** A visitor's GET of `path` through Varnish. */
const view = (path: string, headers?: Record<string, string>) =>
  viewThroughCache(edge, path, headers)

/** Waits until Next serves `path` from its cache (not a stale copy it is re-rendering). */
async function settledInApp(path: string) {
  await waitFor(
    async () => {
      const response = await fetch(`${appOrigin}${path}`, {
        headers: { 'User-Agent': visitorUserAgent },
      })
      await response.arrayBuffer()
      return response.headers.get('x-nextjs-cache') === 'HIT'
    },
    `${path} to be stored by Next`,
    30_000,
  )
}

/** (a) A page is kept: the second view is a hit, and the cache's own headers never reach the visitor. */
async function pagesAreCached(paths: string[]) {
  for (const path of paths) {
    await settledInApp(path)
    await view(path)
    const second = await view(path)
    assert.equal(second.status, 200, path)
    assert.equal(second.cache, 'HIT', `${path}: the second view is served by the cache`)
    assert.equal(second.headers.get('cache-control'), 'public, max-age=0, must-revalidate', path)
    for (const header of ['surrogate-key', 'surrogate-control', 'xkey']) {
      assert.equal(second.headers.get(header), null, `${path} does not show ${header} to visitors`)
    }
  }
  report(`(a) kept: ${paths.join(', ')} are hits on their second view`)
}

/**
 * (a) A client-side navigation's RSC payload and the page's HTML are kept apart (Next varies them
 * on the `RSC` header and the `_rsc` query), and a miss is kept seconds, never shown as a page.
 */
async function variantsAndMissesKeptApart() {
  const navigation = { RSC: '1', 'User-Agent': visitorUserAgent }
  for (let round = 0; round < 2; round += 1) {
    const payload = await fetch(`${edge}/about`, { headers: navigation })
    await payload.arrayBuffer()
    assert.match(payload.headers.get('content-type') ?? '', /^text\/x-component/)
    const page = await view('/about')
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/)
    assert.equal(page.cache, 'HIT')
  }
  const missing = `/no-such-page-${runId}`
  await view(missing)
  const miss = await view(missing)
  assert.equal(miss.status, 404)
  assert.equal(miss.cache, 'HIT', 'a miss is kept a few seconds')
  assert.equal(miss.headers.get('cache-control'), 'no-store', 'browsers do not keep it')
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  assert.notEqual((await view(missing)).cache, 'HIT', 'and only seconds')
  report('(a) navigation payloads and pages kept apart; a miss kept 5 s')
}

/**
 * (b) A publish through the REST API purges exactly its tags: /about and every page that reads the
 * pages collection are fetched again, the blog (which does not) stays a hit.
 */
async function publishPurgesItsTags(token: string) {
  const page = await pageAt(edge, token, '/about')
  const title = `About the practice ${runId}`
  await staffRequest(edge, token, `/api/pages/${page.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title, _status: 'published' }),
  })
  const freshMs = await millisecondsUntil(
    async () => (await view('/about')).text.includes(title),
    '/about to show the published title through the cache',
    2_000,
  )
  assert.equal((await view('/blog')).cache, 'HIT', 'the blog, not tagged with pages, stays cached')
  assert.notEqual(
    (await view(benchPage)).cache,
    'HIT',
    `${benchPage} reads the pages collection: purged with it`,
  )
  report(`(b) a publish through the REST API: /about fresh after ${freshMs} ms; /blog still a hit`)
  return { freshMs, page }
}

/** (c) A publish run by the jobs runner on schedule purges the same way. */
async function scheduledPublishPurges(token: string, page: { id: number; title: string }) {
  const title = `About the practice, scheduled ${runId}`
  await staffRequest(edge, token, `/api/pages/${page.id}?draft=true`, {
    method: 'PATCH',
    body: JSON.stringify({ title }),
  })
  await view('/about')
  const before = await view('/about')
  assert.equal(before.cache, 'HIT')
  assert.ok(!before.text.includes(title), 'a draft leaves the cached page as it is')
  queueScheduledPublish({ collection: 'pages', id: page.id, at: new Date(), env: e2eEnv })
  // The runner looks every second; the publish then reaches the cache through the expiry route.
  const freshMs = await millisecondsUntil(
    async () => (await view('/about')).text.includes(title),
    '/about to show the scheduled title through the cache',
    4_000,
  )
  report(`(c) a scheduled publish by the jobs runner: /about fresh after ${freshMs} ms of queueing`)
}

/** (d) Staff, drafts, posts and the admin are never served from the cache nor stored in it. */
async function staffAndWritesBypass(token: string) {
  const fees = '/policies/fees'
  await settledInApp(fees)
  const uncachedViews = {
    'a staff session': await view(fees, { Cookie: `payload-token=${token}` }),
    'a draft view': await view(fees, { Cookie: '__prerender_bypass=anything' }),
    'an API token': await view(fees, { Authorization: `JWT ${token}` }),
  }
  for (const [who, seen] of Object.entries(uncachedViews)) {
    assert.equal(seen.cache, 'PASS', `${who} passes the cache by`)
  }
  assert.equal((await view(fees)).cache, 'MISS', 'none of those views was stored for visitors')
  assert.equal((await view(fees)).cache, 'HIT')
  const posted = await fetch(`${edge}${fees}`, {
    method: 'POST',
    headers: { 'User-Agent': visitorUserAgent, 'Content-Type': 'text/plain' },
    body: 'hello',
  })
  await posted.arrayBuffer()
  assert.equal(posted.headers.get('x-cache'), 'PASS', 'a POST passes the cache by')
  const afterPost = await view(fees)
  assert.equal(afterPost.cache, 'HIT', 'a POST replaced nothing')
  assert.equal(afterPost.status, 200)
  for (const path of ['/admin', '/admin/login', '/api/health']) {
    const first = await view(path)
    const second = await view(path)
    assert.notEqual(second.cache, 'HIT', `${path} is never cached (${first.status})`)
  }
  report('(d) staff session, draft view, API token, POST, admin and API: never cached')
}

/** Only the addresses of the ACL may purge: a stranger's PURGE is refused and drops nothing. */
async function strangersCannotPurge() {
  await view('/blog')
  const stranger = new Agent({ localAddress: '127.0.0.2' })
  const refused = await request(`${edge}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': 'collection:posts' },
    dispatcher: stranger,
  })
  await refused.body.arrayBuffer()
  await stranger.close()
  assert.equal(refused.statusCode, 403)
  assert.equal((await view('/blog')).cache, 'HIT', 'the refused purge dropped nothing')
  report('(d) a PURGE from an address outside the ACL: 403, nothing dropped')
}

/** (e) Two visitors, with and without analytics consent, each get the policy of their choice. */
async function consentKeepsItsOwnPolicy() {
  const granted = { Cookie: 'analytics-consent=granted; _ga=GA1.1.1' }
  const declined = { Cookie: 'analytics-consent=denied; _ga=GA1.1.2' }
  const googleTag = /googletagmanager\.com/
  for (let round = 0; round < 2; round += 1) {
    const withConsent = await view(benchPage, granted)
    const without = await view(benchPage, declined)
    const anonymous = await view(benchPage)
    assert.match(withConsent.headers.get('content-security-policy') ?? '', googleTag)
    assert.doesNotMatch(without.headers.get('content-security-policy') ?? '', googleTag)
    assert.doesNotMatch(anonymous.headers.get('content-security-policy') ?? '', googleTag)
    if (round === 1) {
      assert.equal(withConsent.cache, 'HIT', 'the consenting variant is cached too')
      assert.equal(without.cache, 'HIT')
    }
  }
  report('(e) analytics consent: each visitor gets their own Content-Security-Policy, both cached')
}

/** Hop-by-hop and per-response headers, which the plain server sets itself. */
const ownHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])

/** The gzipped bytes and the headers Varnish sends for `path`, for the plain server to send. */
async function gzippedAsSent(path: string) {
  const response = await request(`${edge}${path}`, {
    headers: { 'user-agent': visitorUserAgent, 'accept-encoding': 'gzip' },
  })
  const body = Buffer.from(await response.body.arrayBuffer())
  assert.equal(response.headers['content-encoding'], 'gzip', `${path} comes gzipped from the cache`)
  const headers = Object.entries(response.headers).filter(([name]) => !ownHeaders.has(name))
  return { body, headers: Object.fromEntries(headers) }
}

/** Requests per second wrk reaches on `url` (2 threads, 50 connections, 5 s, gzip accepted). */
async function wrkRequestsPerSecond(url: string): Promise<number> {
  const { stdout } = await run('wrk', [
    '-t2',
    '-c50',
    '-d5s',
    '-H',
    'Accept-Encoding: gzip',
    '-H',
    `User-Agent: ${visitorUserAgent}`,
    url,
  ]).catch((error: unknown) => {
    throw new Error('wrk failed (is it installed? .ci/run installs it)', { cause: error })
  })
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]
  assert.ok(rate, stdout)
  assert.doesNotMatch(stdout, /Non-2xx/, `every answer was a 200: ${stdout}`)
  return Number(rate)
}

/** Throughput through Varnish, beside a plain server sending the same bytes, in the same run. */
async function throughputAgainstCeiling() {
  await view(benchPage)
  const { body, headers } = await gzippedAsSent(benchPage)
  const ceiling = createServer((_request, response) => {
    response.writeHead(200, headers)
    response.end(body)
  })
  await new Promise<void>((resolve) => ceiling.listen(ports.ceiling, '127.0.0.1', resolve))
  try {
    const throughVarnish = await wrkRequestsPerSecond(`${edge}${benchPage}`)
    const staticCeiling = await wrkRequestsPerSecond(`http://127.0.0.1:${ports.ceiling}/`)
    return { throughVarnish, staticCeiling }
  } finally {
    await new Promise((resolve) => ceiling.close(resolve))
  }
}

/** (f) With the app stopped, cached pages still answer; others get a short "back in a moment". */
async function cachedPagesOutliveTheApp() {
  await view('/blog')
  await stopServer(app, { kill: true })
  appRunning = false
  const blog = await view('/blog')
  assert.equal(blog.status, 200, 'a cached page answers with the app down')
  assert.equal(blog.cache, 'HIT')
  const startedAt = performance.now()
  const uncached = await view(`/about?uncached=${runId}`)
  assert.equal(uncached.status, 503)
  assert.match(uncached.text, /Back in a moment/)
  assert.ok(performance.now() - startedAt < 5_000, 'a page the cache lacks fails fast')
  report('(f) app stopped: cached pages answer, an uncached one gets a 503 "Back in a moment"')
}

try {
  const token = await staffToken(appOrigin)
  await pagesAreCached(['/about', '/blog', benchPage])
  await variantsAndMissesKeptApart()
  const { freshMs, page } = await publishPurgesItsTags(token)
  await scheduledPublishPurges(token, page)
  await staffAndWritesBypass(token)
  await strangersCannotPurge()
  await consentKeepsItsOwnPolicy()
  const { throughVarnish, staticCeiling } = await throughputAgainstCeiling()
  await staffRequest(edge, token, `/api/pages/${page.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title: page.title, _status: 'published' }),
  })
  await cachedPagesOutliveTheApp()
  report(
    `edge: ${benchPage} ${Math.round(throughVarnish)} req/s through Varnish, static ceiling ${Math.round(staticCeiling)} req/s, ratio ${(throughVarnish / staticCeiling).toFixed(2)}; fresh after ${freshMs} ms`,
  )
} finally {
  if (appRunning) await stopServer(app)
  await varnish.stop()
}
