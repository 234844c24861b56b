/**
 * Bench-only (`npm run bench:hostile`): measures the event loop of the process that preloads it,
 * so the bench can say how long the server stopped answering while it was attacked. Loaded with
 * NODE_OPTIONS="--import <this file>" and enabled by EVENT_LOOP_PROBE_DIR; it never ships in src/.
 *
 * NODE_OPTIONS preloads run before tsx's loader is registered, so Node loads this file itself: Node
 * 24 strips its types (hence only erasable TypeScript here). Every Node process started with that
 * variable loads it (tsx's launcher as well as the server it spawns), so each writes its own
 * `<pid>.json`, with its parent's pid to tell them apart.
 *
 * On SIGUSR2 it writes what it saw since the previous report (event-loop delay max, p99 and mean
 * in ms; resident memory now and its peak) and starts over. A signal rather than a timer: the
 * report then covers exactly one bench phase, and a blocked loop answers late instead of
 * splitting a long stall across reports.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { isMainThread } from 'node:worker_threads'

const directory = process.env.EVENT_LOOP_PROBE_DIR
/** Timer resolution of the delay histogram; delays shorter than this are not told apart. */
const resolutionMs = 10
/** How often resident memory is sampled for its peak between reports. */
const memorySampleMs = 250
const nanosecondsPerMs = 1e6

// Worker threads (the PDF renderers) preload it too, with the process's pid: only the main
// thread, the one that serves pages, reports, and a worker's exit is not the server's.
if (directory && isMainThread) {
  const file = path.join(directory, `${process.pid}.json`)
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs })
  histogram.enable()
  let sequence = 0
  let peakRssBytes = process.memoryUsage.rss()
  setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss())
  }, memorySampleMs).unref()

  const report = () => {
    const rssBytes = process.memoryUsage.rss()
    const samples = histogram.count
    const text = JSON.stringify({
      pid: process.pid,
      ppid: process.ppid,
      sequence,
      samples,
      maxMs: samples > 0 ? histogram.max / nanosecondsPerMs : 0,
      p99Ms: samples > 0 ? histogram.percentile(99) / nanosecondsPerMs : 0,
      meanMs: samples > 0 ? histogram.mean / nanosecondsPerMs : 0,
      rssBytes,
      peakRssBytes: Math.max(peakRssBytes, rssBytes),
    })
    // Written whole, then renamed: the bench polls the file and must never read half of it.
    writeFileSync(`${file}.partial`, text)
    renameSync(`${file}.partial`, file)
    histogram.reset()
    peakRssBytes = rssBytes
  }

  mkdirSync(directory, { recursive: true })
  // The first report (sequence 0) announces the process to the bench.
  report()
  process.on('SIGUSR2', () => {
    sequence += 1
    report()
  })
  // A server that ends by itself says how; a process killed outright (SIGKILL) leaves no file.
  process.once('exit', (code) =>
    writeFileSync(path.join(directory, `${process.pid}.exit`), `${code}`),
  )
}
