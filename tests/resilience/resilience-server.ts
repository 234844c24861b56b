import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { startServer } from '../../scripts/support/server-process'
import { e2eEnv } from '../support/e2e-env'

/**
 * Starts the e2e build on `port` with a copy of the e2e database of its own (under
 * .tmp/resilience/<name>), so a resilience test can break things without touching the e2e data.
 */
export async function startResilienceServer(
  name: string,
  port: number,
  env: Record<string, string> = {},
  { freshCopy = true } = {},
) {
  const directory = path.resolve('.tmp/resilience', name)
  if (freshCopy) {
    rmSync(directory, { recursive: true, force: true })
    mkdirSync(directory, { recursive: true })
    for (const suffix of ['', '-wal', '-shm']) {
      const source = path.resolve(`.tmp/e2e/site.db${suffix}`)
      if (existsSync(source)) cpSync(source, path.join(directory, `site.db${suffix}`))
    }
  }
  const server = await startServer({
    port,
    env: {
      ...e2eEnv,
      DATABASE_URL: `file:${path.join(directory, 'site.db')}`,
      OUTBOX_DIR: path.join(directory, 'outbox'),
      LOG_LEVEL: 'fatal',
      ...env,
    },
  })
  return { server, origin: `http://localhost:${port}` }
}
