/**
 * `npm run bench [-- --routes /,/contact] [--skip-lighthouse | --only-lighthouse]`: the performance
 * budget of issue 12. Starts the production server as `npm start` does (building first when this
 * commit has no build) on BENCH_PORT (3200) and measures each route of `budgets`:
 * 1. first-load JS: the gzipped scripts a modern browser loads, the floor (Next's own root chunks,
 *    read from the build), the difference and each chunk beyond the floor;
 * 2. Lighthouse mobile, 3 runs: median scores, LCP min/median/max, TBT and the failing audits,
 *    each beside a bare Next + React page (scripts/bench/bare-next, built from this checkout's own
 *    packages and served on BENCH_PORT + 1) audited in the same run and the same Chromium, since
 *    on a slow machine the framework's own scripts alone cost most of the score;
 * 3. throughput: requests/s and p99 under load, asking for compressed answers as browsers do, each
 *    beside Next's own /robots.txt measured just before it in the same run.
 * Ends with a markdown summary and exits non-zero when any budget fails.
 */
import { parseArgs } from 'node:util'

import { z } from 'zod'

import { startBareNext } from './support/bare-next'
import { createFirstLoadJs, type FirstLoadJs, type Floor } from './support/first-load-js'
import {
  auditPages,
  categoryIds,
  type CategoryId,
  type LighthouseSummary,
} from './support/lighthouse'
import { startServer, stopServer } from './support/server-process'
import {
  loadAcceptEncoding,
  loadConnections,
  loadDurationSeconds,
  measureThroughput,
  type Throughput,
} from './support/throughput'

type Budget = {
  route: string
  /** First-load JS allowed above the floor, KiB gzipped. */
  jsOverFloorKiB: number
  /** Lowest median Lighthouse performance score (accessibility, best practices, SEO: 100). */
  minPerformance: number
  /** Lowest requests/s as a fraction of /robots.txt's in the same run; null: printed only. */
  minThroughputRatio: number | null
  reason: string
  /** Kept out of search engines on purpose (`noindex`): SEO's is-crawlable audit fails by design. */
  noindex?: true
}

// KiB gzipped over the floor: the site's own layout (header, mobile menu, booking dialog, loading
// bar, error screens) on every page, and what each interactive block's island adds, only on pages
// with that block (islands load through package.json `#islands/*`: components/ui/lazy-island).
// FAQs are server-rendered <details> and add nothing. The Roth tool is an application page: the
// layout and the calculator's fields and results (31.3 KiB measured); its model and schema load
// when the visitor edits, its charts when they scroll into view.
const layoutKiB = 10
const islandKiB = { carousel: 10, contactForm: 30, siteSearch: 70 }
const rothToolKiB = 35

// One line per route, so the budgets read as a table.
// prettier-ignore
const budgets: ReadonlyArray<Budget> = [
  { route: '/policies/fees',             jsOverFloorKiB: layoutKiB,                         minPerformance: 98, minThroughputRatio: 0.85, reason: 'content page, no interactive block' },
  { route: '/services/estate-planning',  jsOverFloorKiB: layoutKiB + islandKiB.carousel,    minPerformance: 98, minThroughputRatio: 0.85, reason: 'testimonial carousel (its FAQ needs no script)' },
  { route: '/',                          jsOverFloorKiB: layoutKiB + islandKiB.carousel,    minPerformance: 98, minThroughputRatio: 0.85, reason: 'testimonial carousel' },
  { route: '/contact',                   jsOverFloorKiB: layoutKiB + islandKiB.contactForm, minPerformance: 98, minThroughputRatio: 0.85, reason: 'contact form' },
  { route: '/tools/RothConversionModel', jsOverFloorKiB: rothToolKiB,                       minPerformance: 95, minThroughputRatio: null, reason: 'the Roth calculator (a tool: throughput printed only)' },
  { route: '/blog',                      jsOverFloorKiB: layoutKiB,                         minPerformance: 98, minThroughputRatio: 0.85, reason: 'blog front page, no interactive block' },
  { route: '/blog/chapter-7-or-chapter-13', jsOverFloorKiB: layoutKiB,                      minPerformance: 98, minThroughputRatio: 0.85, reason: 'a post with a contents list and FAQ, no island' },
  { route: '/search?q=trust',            jsOverFloorKiB: layoutKiB + islandKiB.siteSearch,  minPerformance: 95, minThroughputRatio: null, reason: 'the site search (InstantSearch; results searched per request: throughput printed only)', noindex: true },
]
const lighthouseRuns = 3
// Next serves robots.txt itself (src/app/robots.ts, prerendered): the most any route can reach here.
const throughputFloorRoute = '/robots.txt'

const { values: options } = parseArgs({
  options: {
    routes: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'only-lighthouse': { type: 'boolean', default: false },
  },
})
if (options['skip-lighthouse'] && options['only-lighthouse']) {
  throw new Error('Pass --skip-lighthouse or --only-lighthouse, not both.')
}
const selected = options.routes
  ? options.routes.split(',').map((route) => {
      const budget = budgets.find((candidate) => candidate.route === route)
      if (!budget) {
        throw new Error(`No budget for ${route}; routes: ${budgets.map((b) => b.route).join(',')}`)
      }
      return budget
    })
  : budgets

const port = z.coerce
  .number()
  .int()
  .min(1)
  .max(65_535)
  .parse(process.env.BENCH_PORT ?? 3200)
const origin = `http://127.0.0.1:${port}`
const bareNextPort = port + 1
const bareNextUrl = `http://127.0.0.1:${bareNextPort}/`

type Row = {
  budget: Budget
  url: string
  js?: FirstLoadJs
  lighthouse?: LighthouseSummary
  /** The route's, its ratio to /robots.txt's req/s and /robots.txt's, measured just before. */
  throughput?: Throughput & { ratio: number; floor: Throughput }
}
const rows: Row[] = selected.map((budget) => ({ budget, url: new URL(budget.route, origin).href }))
const failures: { route: string; message: string }[] = []
let floor: Floor | undefined

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const seconds = (ms: number) => (ms / 1000).toFixed(2)
const write = (text: string) => process.stdout.write(`${text}\n`)
const fileName = (src: string) => src.slice(src.lastIndexOf('/') + 1)

/** Records a failure of `route` unless `ok`; returns the mark for its line. */
function verdict(ok: boolean, route: string, message: string) {
  if (ok) return ''
  failures.push({ route, message })
  return ' FAIL'
}

async function benchFirstLoadJs() {
  write('## First-load JS (gzip -9 of each script a modern browser loads; noModule excluded)\n')
  const firstLoadJs = createFirstLoadJs(origin)
  floor = await firstLoadJs.floor()
  write(
    `floor: ${kib(floor.gzippedBytes)} KiB in ${floor.chunks.length} scripts (Next's own root ` +
      `chunks: .next/build-manifest.json rootMainFiles + the chunks of Next's layout router)`,
  )
  for (const chunk of floor.chunks) {
    write(`  ${kib(chunk.gzippedBytes).padStart(6)} KiB  ${fileName(chunk.src)}`)
  }
  for (const row of rows) {
    const { route, jsOverFloorKiB } = row.budget
    const js = await firstLoadJs.page(route, floor)
    row.js = js
    const mark = verdict(
      js.overFloorBytes <= jsOverFloorKiB * 1024,
      route,
      `first-load JS is floor + ${kib(js.overFloorBytes)} KiB, budget + ${jsOverFloorKiB} KiB`,
    )
    write(
      `\n${route}: ${kib(js.gzippedBytes)} KiB = floor + ${kib(js.overFloorBytes)} KiB ` +
        `(budget + ${jsOverFloorKiB} KiB: ${row.budget.reason})${mark}`,
    )
    for (const { gzippedBytes, src, neededBy } of js.beyondFloor) {
      const modules = neededBy.length > 0 ? neededBy.join(', ') : 'no client module'
      write(`  ${kib(gzippedBytes).padStart(6)} KiB  ${fileName(src)}  needed by ${modules}`)
    }
  }
}

/** The bare Next page's Lighthouse summary, from the same run as the site's pages. */
let bareNext: LighthouseSummary | undefined

const describeLighthouse = ({ categories, lcpMs, tbtMedianMs }: LighthouseSummary) =>
  `${categoryIds.map((id) => `${id} ${categories[id].score}`).join(' · ')}\n` +
  `  LCP min ${seconds(lcpMs.min)} s · median ${seconds(lcpMs.median)} s · ` +
  `max ${seconds(lcpMs.max)} s · TBT median ${tbtMedianMs.toFixed(0)} ms`

async function benchLighthouse() {
  write(`\n## Lighthouse mobile, simulated throttling, median of ${lighthouseRuns} runs\n`)
  const bareServer = await startBareNext(bareNextPort)
  try {
    const pages = [{ url: bareNextUrl, row: null }, ...rows.map((row) => ({ url: row.url, row }))]
    for await (const [{ row }, summary] of auditPages(pages, lighthouseRuns)) {
      if (row === null) {
        bareNext = summary
        write(`bare Next page (the floor): ${describeLighthouse(summary)}`)
      } else reportLighthouse(row, summary)
    }
  } finally {
    await stopServer(bareServer)
  }
}

/** One route's Lighthouse summary, beside the bare Next page's, and its verdicts. */
function reportLighthouse(row: Row, summary: LighthouseSummary) {
  row.lighthouse = summary
  const { route, minPerformance, noindex } = row.budget
  const { categories, tbtMedianMs } = summary
  write(`${route}: ${describeLighthouse(summary)}`)
  if (bareNext) {
    write(
      `  beside the bare Next page: performance ${categories.performance.score} vs ` +
        `${bareNext.categories.performance.score}, TBT median ${tbtMedianMs.toFixed(0)} vs ` +
        `${bareNext.tbtMedianMs.toFixed(0)} ms`,
    )
  }
  for (const id of categoryIds) {
    const { score, failingAudits } = categories[id]
    if (score === 100) continue
    const minimum = id === 'performance' ? minPerformance : 100
    const onlyNoindex =
      id === 'seo' && noindex && failingAudits.every((audit) => audit.startsWith('is-crawlable'))
    const mark = verdict(
      score >= minimum || onlyNoindex === true,
      route,
      `Lighthouse ${id} ${score}, minimum ${minimum}`,
    )
    write(
      `  ${id} ${score} (minimum ${minimum}${onlyNoindex ? '; noindex by design' : ''})${mark}; audits below 1: ${failingAudits.join(', ')}`,
    )
  }
}

async function benchThroughput() {
  write(
    `\n## Throughput (autocannon on loopback, ${loadConnections} connections, ` +
      `${loadDurationSeconds} s each, Accept-Encoding: ${loadAcceptEncoding} as a browser sends; ` +
      `each route right after ${throughputFloorRoute}, ` +
      "since others' load on this machine drifts)\n",
  )
  const describe = (route: string, result: Throughput) =>
    `${route}: ${result.requestsPerSecond.toFixed(0)} req/s · p99 ${result.p99Ms} ms ` +
    `(${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors)` +
    verdict(
      result.non2xx + result.errors === 0,
      route,
      `${result.non2xx} non-2xx answers and ${result.errors} errors (timeouts, resets) under load`,
    )
  for (const row of rows) {
    const { route, minThroughputRatio } = row.budget
    const floor = await measureThroughput(new URL(throughputFloorRoute, origin).href)
    const result = await measureThroughput(row.url)
    const ratio = result.requestsPerSecond / floor.requestsPerSecond
    row.throughput = { ...result, ratio, floor }
    const mark =
      minThroughputRatio === null
        ? ' (not checked)'
        : ` (minimum ${minThroughputRatio})` +
          verdict(
            ratio >= minThroughputRatio,
            route,
            `${ratio.toFixed(2)} × ${throughputFloorRoute}'s req/s, minimum ${minThroughputRatio}`,
          )
    write(`${describe(route, result)}, ${ratio.toFixed(2)} × ${throughputFloorRoute}${mark}`)
    write(`  beside ${describe(throughputFloorRoute, floor)}`)
  }
}

function writeSummary() {
  write('\n## Summary\n')
  if (floor) write(`Floor: ${kib(floor.gzippedBytes)} KiB gz (Next's own root chunks).`)
  write(
    `Lighthouse: median of ${lighthouseRuns} mobile runs; accessibility, best practices and SEO ` +
      'must be 100.\n',
  )
  write(
    '| route | first-load JS KiB gz | over floor / budget KiB | perf / min | a11y | best practices ' +
      '| SEO | LCP median s | req/s · p99 ms | robots.txt req/s · p99 ms | × robots.txt / min | result |',
  )
  write('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |')
  const skipped = '–'
  const loadCell = ({ requestsPerSecond, p99Ms }: Throughput) =>
    `${requestsPerSecond.toFixed(0)} · ${p99Ms}`
  for (const { budget, js, lighthouse, throughput } of rows) {
    const score = (id: CategoryId) =>
      lighthouse ? String(lighthouse.categories[id].score) : skipped
    const cells = [
      budget.route,
      js ? kib(js.gzippedBytes) : skipped,
      js ? `${kib(js.overFloorBytes)} / ${budget.jsOverFloorKiB}` : skipped,
      lighthouse ? `${score('performance')} / ${budget.minPerformance}` : skipped,
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      lighthouse ? seconds(lighthouse.lcpMs.median) : skipped,
      throughput ? loadCell(throughput) : skipped,
      throughput ? loadCell(throughput.floor) : skipped,
      throughput
        ? `${throughput.ratio.toFixed(2)} / ${budget.minThroughputRatio ?? 'not checked'}`
        : skipped,
      failures.some(({ route }) => route === budget.route) ? '**fail**' : 'pass',
    ]
    write(`| ${cells.join(' | ')} |`)
  }
  if (bareNext) {
    const { categories, lcpMs } = bareNext
    const cells = [
      'bare Next page (floor)',
      skipped,
      skipped,
      String(categories.performance.score),
      String(categories.accessibility.score),
      String(categories['best-practices'].score),
      String(categories.seo.score),
      seconds(lcpMs.median),
      skipped,
      skipped,
      skipped,
      'reference',
    ]
    write(`| ${cells.join(' | ')} |`)
  }
  const failureList = failures.map(({ route, message }) => `- ${route}: ${message}`).join('\n')
  write(
    failures.length === 0
      ? '\nAll budgets met.'
      : `\n${failures.length} budget failures:\n${failureList}`,
  )
}

// Built first if needed, as `npm start` does: allow for the build.
const server = await startServer({
  port,
  env: { LOG_LEVEL: 'warn' },
  command: ['node_modules/.bin/tsx', 'scripts/start.ts'],
  timeoutMs: 600_000,
})
try {
  if (!options['only-lighthouse']) await benchFirstLoadJs()
  if (!options['skip-lighthouse']) await benchLighthouse()
  if (!options['only-lighthouse']) await benchThroughput()
} finally {
  await stopServer(server)
}
writeSummary()
if (failures.length > 0) process.exitCode = 1
