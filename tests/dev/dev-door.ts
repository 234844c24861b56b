/**
 * `npm run test:dev` (part of `npm test`): `npm run dev` serves through the same front door as
 * production (`tsx src/server.ts --dev`, ADR 003), so a developer meets the screens and headers a
 * visitor meets. Next's development server compiles each route on its first request, so this is
 * a script with long waits rather than a suite.
 */
import assert from 'node:assert/strict'

import { startServer, stopServer } from '../../scripts/support/server-process'
import { e2eEnv } from '../support/e2e-env'

const port = Number(process.env.DEV_DOOR_PORT ?? 3150)
const origin = `http://localhost:${port}`
const compileMs = 180_000

const server = await startServer({
  port,
  command: ['node_modules/.bin/tsx', 'src/server.ts', '--dev'],
  // The e2e build's database, only read here (no jobs runner); development compiles into .next/dev.
  env: {
    ...e2eEnv,
    NODE_ENV: 'development',
    NEXT_PUBLIC_SITE_URL: origin,
    JOBS_RUNNER: 'false',
    LOG_LEVEL: 'error',
  },
  timeoutMs: compileMs,
})

try {
  // A screen's refusal: never reaches Next, and still carries the door's headers.
  const refused = await fetch(`${origin}/about`, { method: 'PROPFIND' })
  assert.equal(refused.status, 405, 'PROPFIND is refused by the door')
  assert.match(refused.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/)
  assert.equal(refused.headers.get('cache-control'), 'no-store')

  // A page Next renders: its security headers are the door's (next.config.ts sets none), with
  // development's policy (React's refresh needs eval and a socket).
  const page = await fetch(`${origin}/about`, { signal: AbortSignal.timeout(compileMs) })
  assert.equal(page.status, 200, '/about is served')
  const policy = page.headers.get('content-security-policy') ?? ''
  assert.match(policy, /'unsafe-eval'/, 'the development policy')
  assert.match(policy, /frame-ancestors 'none'/)
  assert.equal(page.headers.get('x-frame-options'), 'DENY')
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff')

  // The admin's own policy on its paths.
  const admin = await fetch(`${origin}/admin/login`, { signal: AbortSignal.timeout(compileMs) })
  assert.equal(admin.headers.get('x-frame-options'), 'SAMEORIGIN')

  // The search's one entrance, the door's reader, answers here too.
  const search = await fetch(`${origin}/api/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'site', query: 'bankruptcy' }] }),
  })
  assert.equal(search.status, 200, 'the search answers')
  const { results } = (await search.json()) as { results: [{ hits: { url: string }[] }] }
  assert.ok(
    results[0].hits.some((hit) => hit.url === '/services/bankruptcy'),
    'the search finds the bankruptcy page',
  )
  process.stdout.write('npm run dev: the front door screens, decorates and answers the search\n')
} finally {
  await stopServer(server)
}
