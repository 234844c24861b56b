/**
 * `npm run fuzz [-- --requests N --seed S]`: sends N random requests (10,000 by default) to a
 * production server of its own on loopback (after `npm run build:e2e`): the sitemap's pages and
 * a list of hostile paths, with random methods, query strings, headers and bodies up to 64 KB.
 * Prints the count of each status and exits non-zero on any 5xx, any request that got no answer,
 * or an unhealthy server afterwards. The same seed sends the same requests.
 */
import { parseArgs } from 'node:util'

import { startSecurityServer } from '../tests/security/support/security-server'
import { stopServer } from './support/server-process'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    port: { type: 'string', default: '3210' },
  },
})
const requestCount = Number(values.requests)
const seed = Number(values.seed)
const origin = `http://127.0.0.1:${values.port}`
const concurrency = 8

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function seededRandom(start: number) {
  let state = start >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}
const random = seededRandom(seed)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const chance = (probability: number) => random() < probability

const hostilePaths = [
  '/.env',
  '/package.json',
  '/.git/config',
  '/wp-login.php',
  '/%',
  '/%zz',
  '/%ED%A0%80',
  '/..%252f..%252fetc/passwd',
  '/api/media/file/a.png%00.html',
  '/api/media/file/nope.png',
  '/api/graphql',
  '/api/users/login',
  '/api/users/first-register',
  '/api/users/init',
  '/api/users/verify/abc',
  '/api/users/me',
  '/api/pages',
  '/api/pages/abc',
  '/api/pages/1',
  '/api/testimonials',
  '/api/inquiries',
  '/api/redirects',
  '/api/media',
  '/api/globals/site-settings',
  '/api/payload-migrations',
  '/api/payload-jobs',
  '/api/nope',
  '/admin',
  '/admin/create-first-user',
  '/next/nope',
  '/builds/latest.json',
  '/tools/RothConversionModel/report.pdf',
  '/_next/static/chunks/nope.js',
  '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fnope.png&w=640&q=75',
]
const methods = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE']
const queryNames = [
  'page',
  'limit',
  'depth',
  'where[title][equals]',
  'where[title][near]',
  'where[id][in]',
  'where[updatedAt][greater_than]',
  'where[or][0][path][like]',
  'where',
  'sort',
  'select[title]',
  'locale',
  'draft',
  'q',
  'totalPreTaxAccounts',
  'numberOfChildren',
  'mode',
  'table',
  '_rsc',
]
const queryValues = ['1', '0', '-1', '1e50', 'NaN', 'abc', '%00', '1,2', '', '9'.repeat(40), '✓']
const userAgents = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
  'curl/8.5.0',
]
const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'text/plain',
  'application/octet-stream',
]

const bodyAlphabet = [...'abc{}[]":,0123456789 \n\\%&=?<>\u0000\u202e✓']
/** Printable ASCII: what a header value can carry at all. */
const headerAlphabet = [...'abcdef0123456789{}[]":,-_ %&=?<>']

function randomText(length: number, alphabet = bodyAlphabet) {
  return Array.from({ length }, () => pick(alphabet)).join('')
}

function randomBody(contentType: string): string {
  const size = chance(0.1) ? Math.floor(random() * 64 * 1024) : Math.floor(random() * 512)
  if (contentType === 'application/json' && chance(0.6)) {
    return JSON.stringify({
      email: 'fuzz@example.com',
      password: randomText(12),
      query: pick(['{ Pages { docs { id } } }', '{ __schema { types { name } } }', randomText(40)]),
      name: randomText(20),
      padding: randomText(size),
    })
  }
  return randomText(size)
}

function randomRequest(paths: readonly string[]) {
  const path = chance(0.5) ? pick(paths) : pick(hostilePaths)
  const query = Array.from(
    { length: chance(0.5) ? Math.floor(random() * 4) : 0 },
    () => `${encodeURIComponent(pick(queryNames))}=${encodeURIComponent(pick(queryValues))}`,
  ).join('&')
  const method = pick(methods)
  const headers: Record<string, string> = { 'User-Agent': pick(userAgents) }
  if (chance(0.3)) headers['X-Forwarded-For'] = `203.0.113.${Math.floor(random() * 256)}`
  if (chance(0.1)) headers.Origin = pick(['https://evil.example', 'null', origin])
  if (chance(0.1)) headers['Next-Action'] = randomText(40, headerAlphabet)
  if (chance(0.1)) headers.RSC = '1'
  let body: string | undefined
  if (method !== 'GET' && method !== 'HEAD') {
    headers['Content-Type'] = pick(contentTypes)
    body = randomBody(headers['Content-Type'])
  }
  return { method, url: `${path}${query ? `?${query}` : ''}`, headers, body }
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname)
}

const server = await startSecurityServer('fuzz', Number(values.port))
const statusCounts = new Map<string, number>()
const failures: string[] = []
try {
  const paths = await sitemapPaths()
  let sent = 0
  const startedMs = Date.now()
  async function worker() {
    while (sent < requestCount) {
      sent += 1
      const { method, url, headers, body } = randomRequest(paths)
      let outcome: string
      try {
        const response = await fetch(`${origin}${url}`, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        })
        await response.arrayBuffer()
        outcome = String(response.status)
        if (response.status >= 500) failures.push(`${response.status} ${method} ${url}`)
      } catch (error) {
        outcome = 'no answer'
        failures.push(`no answer ${method} ${url}: ${error instanceof Error ? error.message : ''}`)
      }
      statusCounts.set(outcome, (statusCounts.get(outcome) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (Date.now() - startedMs) / 1000
  const health = await fetch(`${origin}/api/health`)
  if (!health.ok) failures.push(`/api/health answered ${health.status} after the run`)

  console.log(`fuzz: ${requestCount} requests, seed ${seed}, ${seconds.toFixed(1)} s`)
  for (const [status, count] of [...statusCounts].sort()) console.log(`  ${status}: ${count}`)
  console.log(`  /api/health afterwards: ${health.status}`)
  for (const failure of failures.slice(0, 20)) console.log(`  FAILED ${failure}`)
} finally {
  await stopServer(server)
}
process.exit(failures.length === 0 ? 0 : 1)
