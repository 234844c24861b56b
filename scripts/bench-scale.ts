/**
 * `npm run bench:scale`: requests per second of a content page through haproxy with one instance
 * behind it, then two (the setup of `npm run test:scale`: PostgreSQL, Redis, an S3 server, one
 * build), printed side by side. Load comes from this machine too (autocannon, 50 connections for
 * 10 s), so with 2 cores the second instance competes with the load and haproxy for them.
 */
import { balancerOrigin, startCluster } from '../tests/scale/scale-cluster'
import { loadConnections, loadDurationSeconds, measureThroughput } from './support/throughput'

const path = '/services/estate-planning'
const cluster = await startCluster(2, { LOG_LEVEL: 'warn' })
try {
  const rows: string[] = []
  for (const count of [1, 2]) {
    await cluster.balance(count)
    // Each instance renders and caches the page once before it is measured.
    for (let warmUp = 0; warmUp < count * 2; warmUp += 1) await fetch(`${balancerOrigin}${path}`)
    const result = await measureThroughput(`${balancerOrigin}${path}`)
    rows.push(
      `| ${count} | ${result.requestsPerSecond.toFixed(0)} | ${result.p99Ms} | ${result.non2xx + result.errors} |`,
    )
  }
  process.stdout.write(
    [
      `GET ${path} through haproxy, ${loadConnections} connections for ${loadDurationSeconds} s:`,
      '| instances | req/s | p99 ms | failed |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  )
} finally {
  await cluster.stop()
}
