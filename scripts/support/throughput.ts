/** Requests per second and latency of one URL under load from this machine (autocannon on loopback). */
import autocannon from 'autocannon'

export type Throughput = {
  requestsPerSecond: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
}

export const loadDurationSeconds = 10
export const loadConnections = 50
/** What a browser asks for (Chrome's header): the server's answers are measured as visitors get them. */
export const loadAcceptEncoding = 'gzip, deflate, br, zstd'

/** Loads `url` after one warm-up request, so the numbers measure serving, not first render. */
export async function measureThroughput(url: string): Promise<Throughput> {
  const headers = { 'accept-encoding': loadAcceptEncoding }
  await fetch(url, { headers })
  const result = await autocannon({
    url,
    headers,
    connections: loadConnections,
    duration: loadDurationSeconds,
  })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}
