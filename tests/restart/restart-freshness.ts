/**
 * `npm run test:restart` (part of `npm test`, after the e2e suite, on the e2e build): a change
 * saved while nobody views a page must still show after the server restarts. Next keeps tag
 * expirations in memory only, so without src/data/boot-cache-expiry.ts the page would come back
 * stale from disk. One server at a time, so nothing else touches the cache.
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'

import { e2eEnv, e2ePort } from '../support/e2e-env'
import { staff } from '../support/staff'

const origin = `http://localhost:${e2ePort}`

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('node_modules/.bin/next', ['start', '--port', String(e2ePort)], {
    env: { ...process.env, ...e2eEnv, LOG_LEVEL: 'fatal' },
    stdio: 'ignore',
    detached: true,
  })
  await waitFor(
    async () => (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok,
    'the server to answer',
  )
  return server
}

function exited(server: ChildProcess, timeoutMs: number) {
  return new Promise<boolean>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve(true)
    const timer = setTimeout(() => resolve(false), timeoutMs)
    server.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

async function stopServer(server: ChildProcess) {
  if (!server.pid) return
  process.kill(-server.pid, 'SIGTERM')
  // A graceful stop that hangs must not hang the suite: then end the whole process group.
  if (!(await exited(server, 15_000))) process.kill(-server.pid, 'SIGKILL')
  assert.ok(await exited(server, 15_000), 'the server process ended')
}

async function setPhoneNumber(phoneNumber: string) {
  // The first staff account, as the e2e suite registers it; a no-op (403) when it exists.
  await fetch(`${origin}/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(staff),
  })
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const saved = await fetch(`${origin}/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ phoneNumber }),
  })
  assert.equal(saved.status, 200, `saving ${phoneNumber}`)
}

async function phoneLinksOn(path: string) {
  const html = await (await fetch(`${origin}${path}`)).text()
  return new Set(html.match(/tel:\+1\d{10}/g))
}

const lastDigits = String(Math.floor(Date.now() / 1000) % 100).padStart(2, '0')
const changed = `303-555-01${lastDigits}`

let server = await startServer()
await phoneLinksOn('/services/bankruptcy')
await setPhoneNumber(changed)
await stopServer(server)

server = await startServer()
try {
  // The first view may still get the page cached before the restart while it renders afresh in
  // the background; within seconds every view shows the change, and only the change.
  const expected = `tel:+130355501${lastDigits}`
  await waitFor(
    async () => {
      const links = await phoneLinksOn('/services/bankruptcy')
      return links.size === 1 && links.has(expected)
    },
    `/services/bankruptcy to show ${expected} after the restart`,
    10_000,
  )
  process.stdout.write(`A change saved before a restart shows after it (${changed}).\n`)
} finally {
  await setPhoneNumber('(303) 555-0142')
  await stopServer(server)
}
