/**
 * `npm run bench:hostile` (after `npm run build:e2e`): issue 24's numbers, printed, never judged by
 * the exit code (it is 0 unless the bench itself breaks). A production server (the e2e build, a
 * freshly seeded database of its own under .tmp/security/bench-hostile, port 3270 or
 * `BENCH_HOSTILE_PORT`) is timed as visitors see it: /robots.txt and /about, each fetched one after the other on a new connection
 * for 10 s, first alone, then while each attack runs, then alone again:
 *   slow sockets  2,000 connections that send part of a request's headers, a line every few
 *                 seconds, and hold on;
 *   PDF reports   six clients, each from a loopback address of its own and within its rate limit
 *                 (30 a minute), asking for Roth reports one after the other;
 *   searches      one client sending the costliest search the endpoint accepts, as often as its
 *                 rate limit allows (issue 37, item 3);
 *   uploads       four anonymous 20 MiB multipart POSTs to /api/media of ~200,000 one-byte file
 *                 parts each, at once, each sent again as soon as it is answered.
 * Each phase also gives the server's event-loop delay (max, p99) and peak memory, read by
 * scripts/support/event-loop-probe.ts, which the server preloads, and PASS/FAIL against the
 * issue's goals: page p99 within 2× of alone, event-loop delay under 50 ms. A request unanswered
 * after 30 s counts as failed, and a phase whose load outlasts its 10 s is waited for, so a frozen
 * server makes the bench slower, not wrong. `-- --only searches,uploads` runs those attacks alone
 * (between the two phases alone).
 */
import { spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { loadavg } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

import { Agent, request as undiciRequest } from 'undici'
import { z } from 'zod'

import { searchLimits } from '../src/domain/search/search-limits'
import { parseSearchBody, searchRequestPoints } from '../src/domain/search/search-request'
import { securityEnvFor } from '../tests/security/support/security-env'
import { startServer, stopServer, waitFor } from './support/server-process'

const { values: options } = parseArgs({ options: { only: { type: 'string' } } })
const port = Number(process.env.BENCH_HOSTILE_PORT ?? 3270)
const host = '127.0.0.1'
const origin = `http://${host}:${port}`
/** How long page views are timed in every phase: the same for all, so counts compare. */
const windowMs = 10_000
/** A page view or report unanswered after this long is counted as failed. */
const requestTimeoutMs = 30_000
/** Uploads are given longer: the issue saw four at once answered only after 56 s. */
const uploadTimeoutMs = 120_000
/** Longest wait for the server's probe to report, and for the server to answer again. */
const recoveryTimeoutMs = 180_000
const pagePaths = ['/robots.txt', '/about'] as const
type PagePath = (typeof pagePaths)[number]

/** The issue's goals. */
const goals = { pageP99TimesAlone: 2, eventLoopDelayMaxMs: 50 }

const uploadClients = 4
/** The largest body the upload route accepts (src/config/upload-limits.ts), so none is cut short. */
const uploadBytes = 20 * 1024 * 1024
const uploadParts = 200_000

const rothClients = 6
const rothReportPath = '/tools/RothConversionModel/report.pdf?totalPreTaxAccounts=2180000'
/** The report's limit per client address (src/lib/rate-limit/limiters.ts), which clients keep. */
const rothLimit = { requests: 30, windowMs: 60_000 }

const searchClientAddress = '127.0.71.1'
/** The search's limit per client address (`SEARCH_RATE_LIMIT`'s default, src/lib/rate-limit/limiters.ts). */
const searchLimit = { points: 300, windowMs: 60_000 }

const slowSocketCount = 2_000
/** Connections opened at once: the server's listen backlog (511) must not overflow. */
const slowSocketsPerBatch = 100
/** Each slow socket sends one more header line this often, so it never looks idle. */
const slowSocketDripMs = 5_000

// ---------------------------------------------------------------------------------------------
// Small helpers

const probeModule = fileURLToPath(new URL('./support/event-loop-probe.ts', import.meta.url))

/** The value at fraction `p` of ascending `sorted` (nearest rank), or NaN when it is empty. */
function percentile(sorted: ReadonlyArray<number>, p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0
}

const formatMs = (ms: number) =>
  Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US')

const mebibytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)

/** Waits `ms`, or less when `signal` aborts first (a load told to stop stops waiting). */
function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, Math.max(0, ms))
    signal.addEventListener('abort', done, { once: true })
  })
}

/** A request's failure as a short word for the tables: its code, or `timeout`. */
function failureName(error: unknown) {
  if (!(error instanceof Error)) return 'error'
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return 'timeout'
  const code = (error as Error & { code?: unknown }).code
  return typeof code === 'string' ? code : error.name
}

/** `outcome × count` for each outcome, most frequent first. */
function tally(outcomes: ReadonlyArray<string>) {
  const counts = new Map<string, number>()
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([outcome, count]) => `${outcome} × ${count}`)
    .join(', ')
}

// ---------------------------------------------------------------------------------------------
// Page views

type Timed = { ms: number; ok: boolean }

/** One GET of `pathname` on a new connection, as a visitor's first request: time to its last byte. */
function timedGet(pathname: string): Promise<Timed> {
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (ok: boolean) => resolve({ ms: performance.now() - started, ok })
    const request = httpRequest(
      {
        host,
        port,
        path: pathname,
        agent: false,
        headers: { Accept: 'text/html,*/*', 'Accept-Encoding': 'gzip' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      },
      (response) => {
        response.once('end', () => done(response.statusCode === 200))
        response.once('error', () => done(false))
        response.resume()
      },
    )
    request.once('error', () => done(false))
    request.end()
  })
}

/** Page views of `pathname`, one after the other, until `windowEndsAt` (performance.now()). */
async function timePageViews(pathname: PagePath, windowEndsAt: number) {
  const views: Timed[] = []
  while (performance.now() < windowEndsAt) views.push(await timedGet(pathname))
  const sorted = views.map(({ ms }) => ms).sort((a, b) => a - b)
  return {
    count: views.length,
    failed: views.filter(({ ok }) => !ok).length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  }
}

type PageSummary = Awaited<ReturnType<typeof timePageViews>>

// ---------------------------------------------------------------------------------------------
// The server's event-loop probe

const ProbeReportSchema = z.object({
  pid: z.number(),
  ppid: z.number(),
  sequence: z.number(),
  samples: z.number(),
  maxMs: z.number(),
  p99Ms: z.number(),
  meanMs: z.number(),
  rssBytes: z.number(),
  peakRssBytes: z.number(),
})
type ProbeReport = z.infer<typeof ProbeReportSchema>

const isRunning = (server: ChildProcess) => server.exitCode === null && server.signalCode === null

function readProbeFile(file: string): ProbeReport | null {
  if (!existsSync(file)) return null
  return ProbeReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * The probe of the process that serves: tsx's launcher (`server.pid`) loads the probe too, and
 * runs the server as its child.
 */
async function serverProbe(server: ChildProcess, directory: string) {
  const findServerReport = () => {
    const reports = readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .map((name) => readProbeFile(path.join(directory, name)))
    return (
      reports.find((report) => report?.ppid === server.pid) ??
      reports.find((report) => report?.pid === server.pid) ??
      null
    )
  }
  await waitFor(
    async () => findServerReport() !== null,
    'the server to load the event-loop probe',
    10_000,
  )
  const pid = findServerReport()?.pid
  if (pid === undefined) throw new Error('The event-loop probe of the server was not found.')
  const file = path.join(directory, `${pid}.json`)
  let sequence = readProbeFile(file)?.sequence ?? 0
  return {
    /** The exit code the server gave as it ended, if it ended by itself (not by SIGKILL). */
    exitCode(): string | null {
      const exitFile = path.join(directory, `${pid}.exit`)
      return existsSync(exitFile) ? readFileSync(exitFile, 'utf8') : null
    },
    /**
     * What the server's loop went through since the last call (and starts over), or null when
     * the server did not answer the signal in time (its loop still blocked, or it is gone).
     */
    async report(): Promise<ProbeReport | null> {
      try {
        process.kill(pid, 'SIGUSR2')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') return null
        throw error
      }
      const deadline = performance.now() + recoveryTimeoutMs
      while (performance.now() < deadline && isRunning(server)) {
        const report = readProbeFile(file)
        if (report && report.sequence > sequence) {
          sequence = report.sequence
          return report
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return null
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The attacks

type Attack = {
  /** What it does, for the notes under the table. */
  description: string
  /** Starts the attack; resolves once it is at full strength (e.g. every socket open). */
  start: () => Promise<void>
  /** Stops starting new work, waits for what is in flight, and says what happened. */
  stop: () => Promise<string>
}

type Answered = { ms: number; outcome: string }

function describeAnswers(answers: ReadonlyArray<Answered>) {
  const sorted = answers.map(({ ms }) => ms).sort((a, b) => a - b)
  return `${answers.length} sent: ${tally(answers.map(({ outcome }) => outcome)) || 'none'}; answered in p50 ${formatMs(percentile(sorted, 0.5))} ms, max ${formatMs(sorted.at(-1) ?? Number.NaN)} ms`
}

/**
 * A multipart body of `uploadBytes` made of ~`uploadParts` one-byte file parts, the upload that
 * froze the site (issue 24, item 1); the boundary's length sets how many parts fill the size.
 */
function manyPartUpload() {
  const disposition = 'Content-Disposition: form-data; name="f"; filename="a"'
  const partWithoutBoundary = `--\r\n${disposition}\r\n\r\nx\r\n`.length
  const boundary = 'bench-hostile-'.padEnd(
    Math.round(uploadBytes / uploadParts) - partWithoutBoundary,
    '0',
  )
  const part = `--${boundary}\r\n${disposition}\r\n\r\nx\r\n`
  const closing = `--${boundary}--\r\n`
  const parts = Math.floor((uploadBytes - closing.length) / part.length)
  return { boundary, parts, body: Buffer.from(part.repeat(parts) + closing, 'latin1') }
}

/** Posts `upload` to /api/media with its Content-Length and no login; the status or failure. */
function sendUpload({ boundary, body }: ReturnType<typeof manyPartUpload>): Promise<Answered> {
  const started = performance.now()
  return new Promise((resolve) => {
    let status: number | undefined
    const done = (outcome: string) => resolve({ ms: performance.now() - started, outcome })
    const request = httpRequest(
      {
        host,
        port,
        method: 'POST',
        path: '/api/media',
        agent: false,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': body.length,
        },
        signal: AbortSignal.timeout(uploadTimeoutMs),
      },
      (response) => {
        status = response.statusCode
        response.once('end', () => done(String(status)))
        response.resume()
      },
    )
    // A server that answers before reading the whole body may close while it is still being
    // sent: that is an answer (its status), not a failure.
    request.once('error', (error) =>
      done(status === undefined ? failureName(error) : String(status)),
    )
    request.end(body)
  })
}

function uploadsAttack(): Attack {
  const upload = manyPartUpload()
  const answers: Answered[] = []
  const stopping = new AbortController()
  let clients: Promise<void>[] = []
  return {
    description: `${uploadClients} at once, anonymous, each ${mebibytes(upload.body.length)} MiB of ${upload.parts.toLocaleString('en-US')} file parts to /api/media, sent again when answered`,
    start: async () => {
      clients = Array.from({ length: uploadClients }, async () => {
        while (!stopping.signal.aborted) answers.push(await sendUpload(upload))
      })
    },
    stop: async () => {
      stopping.abort()
      await Promise.all(clients)
      return describeAnswers(answers)
    },
  }
}

/** One Roth report through `agent`: its status (and Retry-After, when busy) or its failure. */
async function fetchRothReport(agent: Agent): Promise<Answered & { retryAfterSeconds: number }> {
  const started = performance.now()
  try {
    const { statusCode, headers, body } = await undiciRequest(`${origin}${rothReportPath}`, {
      dispatcher: agent,
      signal: AbortSignal.timeout(requestTimeoutMs),
    })
    await body.arrayBuffer()
    const retryAfter = Number(headers['retry-after'] ?? 0)
    return {
      ms: performance.now() - started,
      outcome: String(statusCode),
      retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 0,
    }
  } catch (error) {
    return { ms: performance.now() - started, outcome: failureName(error), retryAfterSeconds: 0 }
  }
}

function pdfReportsAttack(): Attack {
  const answers: Answered[] = []
  const stopping = new AbortController()
  const agents = Array.from(
    { length: rothClients },
    (_, index) => new Agent({ localAddress: `127.0.70.${index + 1}` }),
  )
  let clients: Promise<void>[] = []

  /** A client that asks for a report again as soon as it has one, never over its limit. */
  async function client(agent: Agent) {
    const sentAt: number[] = []
    while (!stopping.signal.aborted) {
      const oldestInWindow = sentAt.at(-rothLimit.requests)
      if (oldestInWindow !== undefined) {
        const waitMs = oldestInWindow + rothLimit.windowMs - performance.now()
        if (waitMs > 0) {
          await pause(waitMs, stopping.signal)
          continue
        }
      }
      sentAt.push(performance.now())
      const answer = await fetchRothReport(agent)
      answers.push(answer)
      // A busy server's Retry-After is honoured, as the site's own download link does.
      if (answer.retryAfterSeconds > 0)
        await pause(answer.retryAfterSeconds * 1000, stopping.signal)
    }
  }

  return {
    description: `${rothClients} clients (127.0.70.1–${rothClients}), each asking again when answered, within ${rothLimit.requests} a minute, honouring Retry-After: GET ${rothReportPath}`,
    start: async () => {
      clients = agents.map(client)
    },
    stop: async () => {
      stopping.abort()
      await Promise.all(clients)
      await Promise.all(agents.map((agent) => agent.close()))
      return describeAnswers(answers)
    },
  }
}

/**
 * The costliest search the endpoint accepts (src/domain/search/search-limits.ts), and the points
 * it counts against the client's limit: every request a body may hold, sharing the most hits a
 * body may ask for, each with the longest snippet and every facet's most values, for the longest
 * query of one-letter words (each a prefix of many of the site's words, so hits are highlighted
 * all over). `round` makes each body new, so no answer is served again from the answers kept.
 */
function costliestSearch(round: number) {
  const letters = 'a b c d e f g h i j k l m n o p q r s t u v w x y z '
  const request = {
    indexName: 'site',
    query: letters
      .repeat(Math.ceil(searchLimits.queryLength / letters.length))
      .slice(0, searchLimits.queryLength),
    hitsPerPage: Math.floor(searchLimits.hitsPerRequest / searchLimits.requests),
    attributesToSnippet: [`body:${searchLimits.snippetWords}`],
    facets: ['*'],
    maxValuesPerFacet: searchLimits.maxValuesPerFacet,
    userToken: `bench-hostile-${round}`,
  }
  const body = { requests: Array.from({ length: searchLimits.requests }, () => request) }
  const parsed = parseSearchBody(body)
  if (!parsed.ok) throw new Error(`The bench's search is refused: ${parsed.message}`)
  return { body: JSON.stringify(body), points: searchRequestPoints(parsed.requests) }
}

/** One search from `agent`: its status (and Retry-After when limited), time and answer's size. */
async function postSearch(
  agent: Agent,
  body: string,
): Promise<Answered & { retryAfterSeconds: number; bytes: number }> {
  const started = performance.now()
  try {
    const {
      statusCode,
      headers,
      body: answer,
    } = await undiciRequest(`${origin}/api/search`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(requestTimeoutMs),
    })
    const bytes = (await answer.arrayBuffer()).byteLength
    const retryAfter = Number(headers['retry-after'] ?? 0)
    return {
      ms: performance.now() - started,
      outcome: String(statusCode),
      retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 0,
      bytes,
    }
  } catch (error) {
    return {
      ms: performance.now() - started,
      outcome: failureName(error),
      retryAfterSeconds: 0,
      bytes: 0,
    }
  }
}

/**
 * One client sending the costliest search as often as its limit allows: the next as soon as the
 * last is answered, and at least at the pace that spends the limit's points evenly over its
 * minute (each on time, answered or not, as a script that keeps inside the limit would); once
 * refused (429), not again before its Retry-After.
 */
function searchesAttack(): Attack {
  const answers: Array<Answered & { bytes: number }> = []
  const stopping = new AbortController()
  const agent = new Agent({ localAddress: searchClientAddress })
  const { points } = costliestSearch(0)
  const intervalMs = searchLimit.windowMs / Math.floor(searchLimit.points / points)
  const inFlight = new Set<Promise<void>>()
  let client: Promise<void> = Promise.resolve()

  async function send() {
    let resumeAt = 0
    for (let round = 0; !stopping.signal.aborted; round += 1) {
      if (performance.now() < resumeAt) await pause(resumeAt - performance.now(), stopping.signal)
      if (stopping.signal.aborted) break
      const sending = postSearch(agent, costliestSearch(round).body).then((answer) => {
        answers.push(answer)
        if (answer.retryAfterSeconds > 0) {
          resumeAt = performance.now() + answer.retryAfterSeconds * 1000
        }
      })
      inFlight.add(sending)
      void sending.finally(() => inFlight.delete(sending))
      await Promise.race([pause(intervalMs, stopping.signal), sending])
    }
  }

  return {
    description: `one client (${searchClientAddress}) within ${searchLimit.points} points a minute: the costliest search (${points} point${points === 1 ? '' : 's'}) again when answered and at least every ${formatMs(intervalMs)} ms, POST /api/search`,
    start: async () => {
      client = send()
    },
    stop: async () => {
      stopping.abort()
      await client
      await Promise.all(inFlight)
      await agent.close()
      const largest = Math.max(0, ...answers.map(({ bytes }) => bytes))
      return `${describeAnswers(answers)}; largest answer ${(largest / 1024).toFixed(0)} KiB`
    },
  }
}

function slowSocketsAttack(): Attack {
  const sockets: Socket[] = []
  const connectFailures: string[] = []
  let closedByServer = 0
  let isStopping = false
  let drip: NodeJS.Timeout | undefined

  const openSlowSocket = () =>
    new Promise<void>((resolve) => {
      const socket = connect({ host, port })
      socket.on('error', (error) => {
        if (!sockets.includes(socket)) connectFailures.push(failureName(error))
        resolve()
      })
      socket.once('close', () => {
        if (sockets.includes(socket) && !isStopping) closedByServer += 1
        resolve()
      })
      socket.once('connect', () => {
        sockets.push(socket)
        socket.write(`GET /about HTTP/1.1\r\nHost: ${host}:${port}\r\n`)
        resolve()
      })
    })

  return {
    description: `${slowSocketCount.toLocaleString('en-US')} connections, each sending a request line and a header line every ~${slowSocketDripMs / 1000} s, never finishing its headers`,
    start: async () => {
      for (let opened = 0; opened < slowSocketCount; opened += slowSocketsPerBatch) {
        await Promise.all(
          Array.from({ length: Math.min(slowSocketsPerBatch, slowSocketCount - opened) }, () =>
            openSlowSocket(),
          ),
        )
      }
      // A tenth of the sockets every tenth of the drip period: each sends a line every period.
      let turn = 0
      drip = setInterval(() => {
        turn = (turn + 1) % 10
        sockets.forEach((socket, index) => {
          if (index % 10 === turn && !socket.destroyed) socket.write(`X-Slow-${index}: 1\r\n`)
        })
      }, slowSocketDripMs / 10)
    },
    stop: async () => {
      isStopping = true
      clearInterval(drip)
      for (const socket of sockets) socket.destroy()
      const failures = connectFailures.length
        ? ` (${connectFailures.length} could not connect: ${tally(connectFailures)})`
        : ''
      return `${sockets.length.toLocaleString('en-US')} held${failures}; ${closedByServer} closed by the server before the end`
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Phases

type PhaseResult = {
  name: string
  loadAverage: number
  pages: Record<PagePath, PageSummary>
  loop: ProbeReport | null
  attack?: { description: string; outcome: string }
  /** Seconds from the attack's last answer until the server answered /robots.txt within 1 s. */
  recoverySeconds: number | null
  /** From the window's start until the attack's last answer (the window, if that came sooner). */
  durationSeconds: number
}

/**
 * Waits until /robots.txt is answered within a second again; how long that took, or null when it
 * was not (in `recoveryTimeoutMs`, or the server is gone).
 */
async function waitForRecovery(server: ChildProcess): Promise<number | null> {
  const started = performance.now()
  while (performance.now() - started < recoveryTimeoutMs && isRunning(server)) {
    const { ms, ok } = await timedGet('/robots.txt')
    if (ok && ms < 1_000) return (performance.now() - started) / 1000
    await sleep(250)
  }
  return null
}

async function runPhase(
  name: string,
  server: ChildProcess,
  probe: Awaited<ReturnType<typeof serverProbe>>,
  attack?: Attack,
): Promise<PhaseResult> {
  process.stderr.write(`bench:hostile: ${name}…\n`)
  const loadAverage = loadavg()[0] ?? Number.NaN
  await probe.report() // starts the phase's histogram afresh
  await attack?.start()
  const windowStartedAt = performance.now()
  const windowEndsAt = windowStartedAt + windowMs
  // The attack stops starting new work when the window closes, while the window's last page
  // views may still be waiting for their answers.
  const [robots, about, outcome] = await Promise.all([
    timePageViews('/robots.txt', windowEndsAt),
    timePageViews('/about', windowEndsAt),
    sleep(windowMs).then(() => attack?.stop()),
  ])
  const durationSeconds = (performance.now() - windowStartedAt) / 1000
  // Read once the attack's last request was answered: a stall that outlasts the window still
  // counts against the phase that caused it.
  const loop = await probe.report()
  const recoverySeconds = await waitForRecovery(server)
  return {
    name,
    loadAverage,
    pages: { '/robots.txt': robots, '/about': about },
    loop,
    attack:
      attack && outcome !== undefined ? { description: attack.description, outcome } : undefined,
    recoverySeconds,
    durationSeconds,
  }
}

/** Why a phase misses the issue's goals (empty: it meets them). */
function misses(phase: PhaseResult, alone: PhaseResult) {
  const reasons: string[] = []
  for (const pathname of pagePaths) {
    const { p99Ms, failed } = phase.pages[pathname]
    const times = p99Ms / alone.pages[pathname].p99Ms
    if (failed > 0) reasons.push(`${pathname} ${failed} failed`)
    if (phase !== alone && !(times <= goals.pageP99TimesAlone)) {
      reasons.push(`${pathname} p99 ${times.toFixed(1)}× alone`)
    }
  }
  if (phase.loop === null) reasons.push('no loop report')
  else if (!(phase.loop.maxMs < goals.eventLoopDelayMaxMs)) {
    reasons.push(`loop max ${formatMs(phase.loop.maxMs)} ms`)
  }
  return reasons
}

function report(phases: ReadonlyArray<PhaseResult>, startLoad: number[], notes: string[]) {
  const alone = phases[0]
  if (!alone) {
    process.stdout.write(['bench:hostile: no phase completed.', ...notes, ''].join('\n'))
    return
  }
  const pageCell = ({ p50Ms, p99Ms, count, failed }: PageSummary) =>
    `${formatMs(p50Ms)} · ${formatMs(p99Ms)} (${count}${failed ? `, ${failed} failed` : ''})`
  const rows = phases.map((phase) => {
    const reasons = misses(phase, alone)
    const loop = phase.loop
      ? `${formatMs(phase.loop.maxMs)} · ${formatMs(phase.loop.p99Ms)}`
      : 'no report'
    const memory = phase.loop ? mebibytes(phase.loop.peakRssBytes) : '–'
    const verdict = reasons.length === 0 ? 'PASS' : `FAIL: ${reasons.join('; ')}`
    return `| ${phase.name} | ${phase.loadAverage.toFixed(2)} | ${phase.durationSeconds.toFixed(0)} | ${pageCell(phase.pages['/robots.txt'])} | ${pageCell(phase.pages['/about'])} | ${loop} | ${memory} | ${verdict} |`
  })
  const attackLines = phases.flatMap((phase) => [
    ...(phase.attack
      ? [`  ${phase.name}: ${phase.attack.description}`, `    ${phase.attack.outcome}`]
      : []),
    ...(phase.recoverySeconds === null
      ? [
          `  ${phase.name}: the server did not answer /robots.txt within 1 s again (waited up to ${recoveryTimeoutMs / 1000} s, or until it ended)`,
        ]
      : phase.recoverySeconds > 2
        ? [
            `  ${phase.name}: /robots.txt answered within 1 s again ${phase.recoverySeconds.toFixed(1)} s after the attack's last answer`,
          ]
        : []),
  ])
  process.stdout.write(
    [
      `bench:hostile: ${origin}, production build, jobs runner off; each path viewed one request after another (the two side by side), a new connection each, for ${windowMs / 1000} s a phase; a request unanswered after ${requestTimeoutMs / 1000} s fails`,
      `load average at start ${startLoad.map((value) => value.toFixed(2)).join(' ')}, at end ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} (this machine's other work competes for the same cores)`,
      '',
      '| phase | load 1 min | took s | /robots.txt p50 · p99 ms (n) | /about p50 · p99 ms (n) | event-loop delay max · p99 ms | server RSS peak MiB | goal |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `Goals: each page's p99 within ${goals.pageP99TimesAlone}× of the first "alone", no failed view, event-loop delay max under ${goals.eventLoopDelayMaxMs} ms. The delay histogram (perf_hooks.monitorEventLoopDelay, 10 ms resolution) reads ~10 ms on an idle loop: its values include the timer's interval. It covers the window and the attack's drain.`,
      'Attacks:',
      ...attackLines,
      ...notes.map((note) => `  ${note}`),
      '',
    ].join('\n'),
  )
}

// ---------------------------------------------------------------------------------------------
// Main

/** Whether something already listens on `port`: its health check would pass for the bench's. */
function isPortTaken() {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function startBenchServer() {
  if (await isPortTaken()) throw new Error(`Port ${port} is in use; stop what listens there first.`)
  const env = securityEnvFor('bench-hostile', port)
  rmSync(env.directory, { recursive: true, force: true })
  mkdirSync(env.directory, { recursive: true })
  const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
    env: { ...process.env, ...env.variables, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (prepared.status !== 0) throw new Error('Preparing the bench database failed.')
  const probeDirectory = path.resolve(env.directory, 'event-loop')
  const server = await startServer({
    port,
    env: {
      ...env.variables,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${pathToFileURL(probeModule).href}`]
        .filter(Boolean)
        .join(' '),
      EVENT_LOOP_PROBE_DIR: probeDirectory,
      // The seed queues a PDF of every blog post; rendered by the jobs runner after the start, they
      // would land in the first phase. Nothing the bench does needs the queue.
      JOBS_RUNNER: 'false',
    },
    logFile: env.logFile,
    // A start can take long while other work keeps both cores busy.
    timeoutMs: 180_000,
  })
  return { server, probeDirectory, logFile: env.logFile }
}

/** First renders and loaded routes before anything is timed. */
async function warmUp() {
  for (let round = 0; round < 20; round += 1) {
    for (const pathname of pagePaths) await timedGet(pathname)
  }
  await timedGet('/api/media?limit=1')
  const agent = new Agent({ localAddress: '127.0.69.1' })
  await fetchRothReport(agent)
  await postSearch(agent, JSON.stringify({ requests: [{ indexName: 'site', query: 'trust' }] }))
  await agent.close()
  // What the first requests left behind (caches filled, garbage) settles before the first phase.
  await sleep(2_000)
}

const startLoad = loadavg()
const { server, probeDirectory, logFile } = await startBenchServer()
let isStopping = false
/** Stops the server unless it is already gone (then its process group is too). */
async function stopIfRunning() {
  isStopping = true
  if (isRunning(server)) await stopServer(server)
}
const stopOnSignal = () => void stopIfRunning().finally(() => process.exit(130))
process.once('SIGINT', stopOnSignal)
process.once('SIGTERM', stopOnSignal)
const phases: PhaseResult[] = []
const notes: string[] = []
let currentPhase = 'the start'
server.once('exit', (code, signal) => {
  if (isStopping) return
  notes.push(
    `The server ended during "${currentPhase}" (its launcher: ${signal ?? `exit code ${code}`}).`,
  )
})
let failure: unknown
try {
  const probe = await serverProbe(server, probeDirectory)
  await warmUp()
  const plan: Array<[string, (() => Attack) | null]> = [
    ['alone', null],
    // Mildest first: memory an attack leaves behind (the uploads' gigabyte) and its collection
    // must not land in the next attack's numbers; the last phase shows what remains.
    ['slow sockets', slowSocketsAttack],
    ['PDF reports', pdfReportsAttack],
    ['searches', searchesAttack],
    ['uploads', uploadsAttack],
    ['alone again', null],
  ]
  const attacksRun = options.only?.split(',').map((name) => name.trim())
  for (const [name, attack] of plan) {
    if (attack && attacksRun && !attacksRun.includes(name)) continue
    if (!isRunning(server)) {
      notes.push(`The phases from "${name}" on were skipped.`)
      break
    }
    currentPhase = name
    phases.push(await runPhase(name, server, probe, attack?.() ?? undefined))
  }
  const exitCode = probe.exitCode()
  // server.ts exits with 0 only when told to stop (SIGTERM, SIGINT), which the bench did not do.
  if (exitCode !== null) notes.push(`The serving process left exit code ${exitCode}.`)
} catch (error) {
  // The bench itself broke: what was measured is still printed, then the error.
  failure = error
} finally {
  await stopIfRunning()
}
notes.push(`Server log: ${logFile}`)
report(phases, startLoad, notes)
if (failure !== undefined) throw failure
process.exit(0)
