/**
 * Serves the existing production build on PORT, then expires the content cache once (see
 * src/app/(site)/next/expire-cache/route.ts) so nothing stale survives a restart.
 */
import { spawn } from 'node:child_process'

import { env } from '../src/config/env'
import { internalToken } from '../src/config/internal-token'

const origin = `http://127.0.0.1:${env.PORT}`
const server = spawn('npx', ['next', 'start', '--port', String(env.PORT)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => process.exit(code ?? 0))

async function expireCacheOnceUp() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await fetch(`${origin}/next/expire-cache`, {
      method: 'POST',
      headers: { 'x-internal-token': internalToken('expire-cache') },
    }).catch(() => null)
    if (response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  process.stderr.write(
    'The server did not accept the cache expiry; content may be stale until edited.\n',
  )
}

await expireCacheOnceUp()
