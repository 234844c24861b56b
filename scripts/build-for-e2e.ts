/**
 * Builds the production app for the e2e suite from a fresh database of its own (migrated and
 * seeded), so prerendered pages and the running test server read the same content.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

import { e2eEnv } from '../tests/support/e2e-env'

// Next's data cache outlives builds; entries read from another database must not leak in.
for (const stale of ['.tmp/e2e', '.next']) rmSync(stale, { recursive: true, force: true })
const env: NodeJS.ProcessEnv = { ...process.env, ...e2eEnv }
for (const [command, args] of [
  ['npx', ['tsx', 'scripts/prepare-database.ts']],
  ['npx', ['next', 'build']],
  // After `next build`, which empties .next: the PDF worker and the compressed scripts go there.
  ['npx', ['tsx', 'scripts/finish-build.ts']],
] as const) {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
