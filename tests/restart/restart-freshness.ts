/**
 * `npm run test:restart` (part of `npm test`, after the e2e suite, on the e2e build): a change
 * saved while nobody views a page must still show after the server restarts. Next keeps tag
 * expirations in memory only, so without src/data/boot-cache-expiry.ts the page would come back
 * stale from disk. One server at a time, so nothing else touches the cache.
 */
import assert from 'node:assert/strict'

import { startServer as startOn, stopServer, waitFor } from '../../scripts/support/server-process'
import { staffToken } from '../../scripts/support/staff-api'
import { e2eEnv, e2ePort } from '../support/e2e-env'

const origin = `http://localhost:${e2ePort}`

function startServer() {
  return startOn({ port: e2ePort, env: { ...e2eEnv, LOG_LEVEL: 'fatal' } })
}

async function setPhoneNumber(phoneNumber: string) {
  const token = await staffToken(origin)
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
  // the background; soon every view shows the change, and only the change. "Soon" is seconds on a
  // quiet machine; on a loaded 2-core one the render behind the first view, sharing the cores
  // with the start-up jobs, has taken over 10 s, so the wait allows 30 s and the line says how
  // long it took.
  const restartedAt = Date.now()
  const expected = `tel:+130355501${lastDigits}`
  await waitFor(
    async () => {
      const links = await phoneLinksOn('/services/bankruptcy')
      return links.size === 1 && links.has(expected)
    },
    `/services/bankruptcy to show ${expected} after the restart`,
    30_000,
  )
  const seconds = ((Date.now() - restartedAt) / 1000).toFixed(1)
  process.stdout.write(
    `A change saved before a restart shows after it (${changed}, ${seconds} s after the start).\n`,
  )
} finally {
  await setPhoneNumber('(303) 555-0142')
  await stopServer(server)
}
