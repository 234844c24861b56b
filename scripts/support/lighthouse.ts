/**
 * Lighthouse's mobile audit (its default: a mid-range phone on simulated slow 4G) of pages, run
 * several times each in Debian's Chromium and summarised by the median, since one lab run is noisy.
 */
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

import { chromiumFlags, chromiumPath } from './chromium'

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

export type LighthouseSummary = {
  /** Per category: the median score (0–100) and, when below 100, the audits that failed. */
  categories: Record<CategoryId, { score: number; failingAudits: string[] }>
  lcpMs: { min: number; median: number; max: number }
  tbtMedianMs: number
}

const chromeFlags = ['--headless=new', ...chromiumFlags]

function median(values: ReadonlyArray<number>) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

function numericValue(result: Result, auditId: string) {
  const value = result.audits[auditId]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse reported no ${auditId}.`)
  return value
}

/**
 * The audits of `categoryId` scored below 1 in its median run, as `id: display value (failed in
 * k/n runs)`, so the values shown come from one real run.
 */
function failingAudits(results: ReadonlyArray<Result>, categoryId: CategoryId) {
  const isFailing = (result: Result, id: string) => {
    const score = result.audits[id]?.score
    return typeof score === 'number' && score < 1
  }
  const score = (result: Result) => result.categories[categoryId]?.score ?? 0
  const medianRun = [...results].sort((a, b) => score(a) - score(b))[
    Math.floor((results.length - 1) / 2)
  ]
  if (!medianRun) return []
  return (medianRun.categories[categoryId]?.auditRefs ?? [])
    .filter(({ id }) => isFailing(medianRun, id))
    .map(({ id }) => {
      const displayValue = medianRun.audits[id]?.displayValue
      const failedRuns = results.filter((result) => isFailing(result, id)).length
      return `${id}${displayValue ? `: ${displayValue}` : ''} (failed in ${failedRuns}/${results.length} runs)`
    })
}

function summarise(results: ReadonlyArray<Result>): LighthouseSummary {
  const categories = Object.fromEntries(
    categoryIds.map((categoryId) => {
      const score = median(
        results.map((result) => Math.round((result.categories[categoryId]?.score ?? 0) * 100)),
      )
      return [
        categoryId,
        { score, failingAudits: score < 100 ? failingAudits(results, categoryId) : [] },
      ]
    }),
  ) as LighthouseSummary['categories']
  const lcpMs = results.map((result) => numericValue(result, 'largest-contentful-paint'))
  return {
    categories,
    lcpMs: { min: Math.min(...lcpMs), median: median(lcpMs), max: Math.max(...lcpMs) },
    tbtMedianMs: median(results.map((result) => numericValue(result, 'total-blocking-time'))),
  }
}

/** Runs Lighthouse may lose to a failed trace ("Please run Lighthouse again") before giving up. */
const maxAttemptsPerRun = 3

/** One Lighthouse run of `url`, tried again when Lighthouse reports that its trace failed. */
async function auditOnce(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const runnerResult = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: [...categoryIds],
    })
    const { lhr } = runnerResult ?? {}
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}.`)
    if (!lhr.runtimeError) return lhr
    const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.message}`
    if (attempt === maxAttemptsPerRun) throw new Error(failure)
    console.warn(`${failure} Running it again (attempt ${attempt + 1} of ${maxAttemptsPerRun}).`)
  }
}

/** Audits each page `runs` times, one after another in one Chromium, yielding each summary. */
export async function* auditPages<Page extends { url: string }>(
  pages: ReadonlyArray<Page>,
  runs: number,
) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags })
  try {
    for (const page of pages) {
      const results: Result[] = []
      for (let run = 0; run < runs; run += 1) results.push(await auditOnce(page.url, chrome.port))
      yield [page, summarise(results)] as const
    }
  } finally {
    chrome.kill()
  }
}
