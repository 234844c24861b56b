/**
 * `npm run bench`: starts the production server (as `npm start` does, on port 3200) and prints,
 * for each route, requests per second and p50/p99 latency under load from this machine only
 * (autocannon on loopback, 10 s per route), and the gzipped JavaScript a first visit loads.
 */
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { startServer, stopServer } from './support/server-process'

const port = 3200
const origin = `http://127.0.0.1:${port}`
// robots.txt is a static file of Next's own: the floor for what any route can reach here.
const routes = ['/', '/services/estate-planning', '/robots.txt']
const durationSeconds = 10
const connections = 50

/** Gzipped size of the scripts a modern browser loads for `route` (noModule polyfills excluded). */
async function firstLoadJsBytes(route: string) {
  const html = await (await fetch(`${origin}${route}`)).text()
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)]
  const sources = [
    ...new Set(tags.filter(([tag]) => !/noModule/i.test(tag)).map((match) => match[1])),
  ]
  let gzippedBytes = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source ?? '', origin))).arrayBuffer())
    gzippedBytes += gzipSync(body, { level: 9 }).length
  }
  return { scripts: sources.length, gzippedBytes }
}

// Built first if needed, as `npm start` does: allow for the build.
const server = await startServer({
  port,
  env: { LOG_LEVEL: 'warn' },
  command: ['node_modules/.bin/tsx', 'scripts/start.ts'],
  timeoutMs: 600_000,
})
try {
  for (const route of routes) {
    // Warm the route once so the numbers measure serving, not first render.
    await fetch(`${origin}${route}`)
    const result = await autocannon({
      url: `${origin}${route}`,
      connections,
      duration: durationSeconds,
    })
    const js = await firstLoadJsBytes(route)
    process.stdout.write(
      `${route}\n` +
        `  requests/s  ${result.requests.average.toFixed(0)} (${result.requests.total} in ${durationSeconds} s, ${connections} connections, ${result.non2xx} non-2xx, ${result.errors} errors)\n` +
        `  latency     p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms\n` +
        `  first-load JS ${(js.gzippedBytes / 1024).toFixed(1)} KiB gzipped in ${js.scripts} scripts (noModule polyfills excluded)\n`,
    )
  }
} finally {
  await stopServer(server)
}
