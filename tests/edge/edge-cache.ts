/**
 * `npm run test:edge` (part of `npm test`, after the e2e suite, on the e2e build; needs varnishd
 * with the xkey module and wrk, which .ci/run installs): one production instance behind Varnish
 * with the project's VCL (deploy/varnish), as docs/deploy.md sets it up. It proves that pages are
 * kept, that a publish (through the REST API, and by the jobs runner on schedule) purges exactly
 * the pages it changed, that staff, drafts, posts and the admin never touch the cache, that each
 * visitor gets the Content-Security-Policy of their own analytics choice, that no request header
 * changes what the next visitor gets (the header matrix, header-matrix.ts), and that cached pages
 * outlive the app. Ends with one line: throughput through Varnish against a plain server sending
 * the same bytes, and how soon a publish was fresh.
 */
// First: it settles the database before any import reads the configuration.
import './edge-database'

import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createServer } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'

import { Agent, request } from 'undici'

import { unpurgedLifetimeSeconds } from '@/domain/http/shared-cache-policy'

import { visitorUserAgent } from '../../scripts/support/chromium'
import { closePayload } from '../../scripts/support/close-payload'
import {
  millisecondsUntil,
  startServer,
  stopServer,
  waitFor,
} from '../../scripts/support/server-process'
import { pageAt, staffRequest, staffToken } from '../../scripts/support/staff-api'
import { e2eEnv, e2ePort } from '../support/e2e-env'
import { jobCompleted, openScheduler, queueAsTheDrawerDoes } from '../support/scheduled-publisher'
import { edgeDatabaseUrl } from './edge-database'
import { headerProbes, sendProbe, type HeaderProbe, type ProbeAnswer } from './header-matrix'
import { startVarnish, viewThroughCache, type View } from './varnish'

const run = promisify(execFile)
/** Varnish's port and the plain server's after it; `EDGE_PORT` moves both, as `E2E_PORT` moves the app. */
const edgePort = Number(process.env.EDGE_PORT ?? e2ePort + 81)
const ports = { varnish: edgePort, ceiling: edgePort + 1 }
const appOrigin = `http://127.0.0.1:${e2ePort}`
const runId = Date.now().toString(36)
/**
 * The app's database: the e2e build's SQLite file, or the PostgreSQL database `EDGE_DATABASE_URL`
 * names (migrated and seeded here), where a publish's transaction commits apart from its writes.
 */
const appEnv = { ...e2eEnv, DATABASE_URL: edgeDatabaseUrl }
/** Scheduled publishes in a row, each of which must be fresh through the cache and stay so. */
const scheduledRounds = 50
/** How long each stays watched: past the second purge (2 s after the first, purge-tags.ts). */
const freshWatchMs = 2_500
/** The largest content page, for the throughput line. */
const benchPage = '/services/estate-planning'

function report(line: string) {
  process.stdout.write(`${line}\n`)
}

if (appEnv.DATABASE_URL !== e2eEnv.DATABASE_URL) {
  await run('npx', ['tsx', 'scripts/prepare-database.ts'], { env: { ...process.env, ...appEnv } })
}
const scheduler = await openScheduler()
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
    ...appEnv,
    CACHE_PURGE_URL: edge,
    // The jobs runner looks for due jobs every second, for the scheduled publish.
    JOBS_CRON: '* * * * * *',
    LOG_LEVEL: 'error',
  },
})
let appRunning = true
// Varnish sends requests on once its health check has seen the app up.
await waitFor(async () => (await fetch(`${edge}/api/health`)).ok, 'Varnish to find the app healthy')

/** A visitor's GET of `path` from the app itself, past Varnish: the page's HTML. */
async function viewInApp(path: string) {
  const response = await fetch(`${appOrigin}${path}`, {
    headers: { 'User-Agent': visitorUserAgent },
  })
  return response.text()
}

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

/**
 * Waits until the app answers `path`, rendered on each request, with the same body three times in
 * a row: its cached reads have caught up with the database (after a start, the first read may
 * still give what an earlier run stored, while it fetches anew).
 */
async function steadyInApp(path: string) {
  const answers: string[] = []
  await waitFor(
    async () => {
      answers.push(await viewInApp(path))
      return answers.length >= 3 && answers.slice(-3).every((text) => text === answers.at(-1))
    },
    `${path} to answer the same three times in a row`,
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
 * on the `RSC` header and the `_rsc` query), and a miss is never kept: it is `no-store`, and what
 * it shows depends on who asks (a bot gets a bare "Not found.").
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
  assert.notEqual(miss.cache, 'HIT', 'a miss is never kept')
  assert.equal(miss.headers.get('cache-control'), 'no-store', 'nor by browsers')
  report('(a) navigation payloads and pages kept apart; a miss never kept')
}

/** The header matrix's pages: one kept a day, and the sitemap and feed Next sends. */
const matrixPages = ['/about', '/sitemap.xml', '/blog/rss.xml']
/**
 * Of those, the one Next stores whole: the sitemap and feed are rendered on each request (from
 * cached reads), so that they can answer a reader's conditional GET.
 */
const matrixPagesNextStores = ['/about']
const matrixPagesRenderedEachTime = ['/sitemap.xml', '/blog/rss.xml']
/** And an address the site lacks: every visitor gets the same 404 page. */
const matrixPaths = [...matrixPages, `/no-such-page-${runId}`]

/** What a plain view `seen` shows that the page does not (a status, a header, its body), or null. */
function departureFrom(page: View, seen: View): string | null {
  if (seen.status !== page.status) return `a ${seen.status}`
  for (const header of ['content-type', 'content-security-policy', 'location']) {
    const value = seen.headers.get(header)
    if (value !== page.headers.get(header)) return `another ${header} (${value})`
  }
  return seen.text === page.text ? null : 'another body'
}

/** A line for the report of what a header did to the view after it, or null when nothing. */
async function departureAfter(
  address: string,
  probe: HeaderProbe,
  answer: ProbeAnswer,
  page: View,
) {
  const departure = departureFrom(page, await view(address))
  if (departure === null) return null
  return `${address} after ${probe.name}: ${probe.value} (${probe.readBy}), answered ${answer.status} ${answer.cache}: the next visitor got ${departure}`
}

/**
 * (g) The header matrix (header-matrix.ts): each header is sent once to an address Varnish does
 * not hold, as an attacker would when a page's day is out (its Age tells when) or a publish has
 * purged it, and a plain visitor's view after it must be the page. The feed, kept seconds, is
 * also sent each header while its copy is stale, when Varnish serves the copy and fetches a fresh
 * one with the headers of the request that found it stale.
 */
async function headersNeverReachOtherVisitors() {
  const probes = headerProbes()
  const departures: string[] = []
  const answers = new Map<string, number>()
  for (const path of matrixPagesNextStores) await settledInApp(path)
  for (const path of matrixPagesRenderedEachTime) await steadyInApp(path)
  for (const path of matrixPaths) {
    const page = await view(`${path}?matrix=${runId}-plain`)
    for (const [index, probe] of probes.entries()) {
      const address = `${path}?matrix=${runId}-${index}`
      const answer = await sendProbe(ports.varnish, address, probe)
      const cache = answer.cache ?? "Varnish's own answer"
      answers.set(cache, (answers.get(cache) ?? 0) + 1)
      const departure = await departureAfter(address, probe, answer, page)
      if (departure) departures.push(departure)
    }
  }
  const feed = '/blog/rss.xml'
  const page = await view(`${feed}?matrix=${runId}-plain`)
  const stale = probes.map((probe, index) => ({
    probe,
    address: `${feed}?matrix=${runId}-stale-${index}`,
  }))
  for (const { address } of stale) assert.equal((await view(address)).status, 200)
  await new Promise((resolve) => setTimeout(resolve, unpurgedLifetimeSeconds * 1_000 + 500))
  const staleProbes = await Promise.all(
    stale.map(async (each) => ({
      ...each,
      answer: await sendProbe(ports.varnish, each.address, each.probe),
    })),
  )
  for (const { probe, address, answer } of staleProbes) {
    // Once Varnish's copy is fresh again: the one fetched with the header, or one after it.
    await waitFor(
      async () => Number((await view(address)).headers.get('age')) < unpurgedLifetimeSeconds,
      `${address} to be fresh again`,
      30_000,
    )
    const departure = await departureAfter(address, probe, answer, page)
    if (departure) departures.push(departure)
  }
  assert.equal(
    departures.length,
    0,
    `${departures.length} views departed from the page:\n${departures.join('\n')}`,
  )
  const servedStale = staleProbes.filter(({ answer }) => answer.age >= unpurgedLifetimeSeconds)
  const tally = [...answers].map(([cache, times]) => `${times} ${cache}`).join(', ')
  report(
    `(g) header matrix: ${probes.length} headers, each sent once to ${matrixPaths.join(', ')} (${tally}) and to the feed while stale (${servedStale.length} served stale): every next plain view was the page`,
  )
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

/**
 * (c) Publishes run by the jobs runner on schedule, `scheduledRounds` in a row, each queued as the
 * admin's drawer queues it while a visitor keeps viewing the page: each is fresh through the cache
 * soon after its job, and stays fresh (no view during the publish put the old page back).
 */
async function scheduledPublishesPurge(token: string, page: { id: number; title: string }) {
  const freshMs: number[] = []
  for (let round = 1; round <= scheduledRounds; round += 1) {
    const title = `About the practice, scheduled ${runId} #${round}`
    await staffRequest(edge, token, `/api/pages/${page.id}?draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({ title }),
    })
    const before = await view('/about')
    assert.ok(!before.text.includes(title), 'a draft leaves the cached page as it is')
    const jobId = await queueAsTheDrawerDoes(scheduler, {
      collection: 'pages',
      id: page.id,
      at: new Date(),
    })
    // The visitor views the page all through the publish, through the cache and past it.
    let publishing = true
    const visitor = (async () => {
      while (publishing) await Promise.all([view('/about'), viewInApp('/about')])
    })()
    try {
      await waitFor(
        () => jobCompleted(scheduler, jobId),
        `scheduled publish #${round} to run`,
        10_000,
        50,
      )
      freshMs.push(
        await millisecondsUntil(
          async () => (await view('/about')).text.includes(title),
          `/about to show scheduled title #${round} through the cache`,
          4_000,
        ),
      )
    } finally {
      publishing = false
      await visitor
    }
    // Every view until past both expiries and both purges of the publish: none is the old page.
    const watchUntil = performance.now() + freshWatchMs
    while (performance.now() < watchUntil) {
      assert.ok((await viewInApp('/about')).includes(title), `#${round} stays fresh in the app`)
      assert.ok((await view('/about')).text.includes(title), `#${round} stays fresh in the cache`)
    }
  }
  const slowest = Math.max(...freshMs)
  report(
    `(c) ${scheduledRounds} scheduled publishes by the jobs runner (${appEnv.DATABASE_URL.split(':')[0]}): each fresh through the cache within ${slowest} ms of its job and on every view for ${freshWatchMs} ms after`,
  )
}

/**
 * (d) Staff, drafts, posts and the admin are never served from the cache nor stored in it. On an
 * address of the blog's that Varnish does not hold yet: a page of the pages collection would be
 * purged again under the checks by the scheduled publish's second purge, 2 s after the first.
 */
async function staffAndWritesBypass(token: string) {
  const address = `/blog?bypasses=${runId}`
  await settledInApp(address)
  const uncachedViews = {
    'a staff session': await view(address, { Cookie: `payload-token=${token}` }),
    'a draft view': await view(address, { Cookie: '__prerender_bypass=anything' }),
    'an API token': await view(address, { Authorization: `JWT ${token}` }),
  }
  for (const [who, seen] of Object.entries(uncachedViews)) {
    assert.equal(seen.cache, 'PASS', `${who} passes the cache by`)
  }
  assert.equal((await view(address)).cache, 'MISS', 'none of those views was stored for visitors')
  assert.equal((await view(address)).cache, 'HIT')
  const posted = await fetch(`${edge}${address}`, {
    method: 'POST',
    headers: { 'User-Agent': visitorUserAgent, 'Content-Type': 'text/plain' },
    body: 'hello',
  })
  await posted.arrayBuffer()
  assert.equal(posted.headers.get('x-cache'), 'PASS', 'a POST passes the cache by')
  const afterPost = await view(address)
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
  await headersNeverReachOtherVisitors()
  const { freshMs, page } = await publishPurgesItsTags(token)
  await scheduledPublishesPurge(token, page)
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
} catch (error) {
  process.exitCode = 1
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
} finally {
  if (appRunning) await stopServer(app)
  await varnish.stop()
  await closePayload(scheduler, Number(process.exitCode ?? 0))
}
