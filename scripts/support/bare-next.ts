/**
 * The bare Next page (scripts/bench/bare-next): one page built and served by this checkout's own
 * `next` and `react`, so Lighthouse can score the framework alone beside the site, in the same run.
 */
import { spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'

import { startServer } from './server-process'

const fixture = 'scripts/bench/bare-next'
// Inside the checkout, so `next` and `react` resolve from its node_modules (no install, no network).
const directory = '.tmp/bench/bare-next'

/** Builds the bare page afresh (a production build) and serves it on `port` with `next start`. */
export async function startBareNext(port: number): Promise<ChildProcess> {
  rmSync(directory, { recursive: true, force: true })
  cpSync(fixture, directory, { recursive: true })
  const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  const built = spawnSync('node_modules/.bin/next', ['build', directory], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (built.status !== 0) throw new Error('The bare Next page did not build.')
  return startServer({
    port,
    env,
    command: ['node_modules/.bin/next', 'start', directory],
    readyPath: '/',
  })
}
