/**
 * `npm start`: prepare the database, build when the current commit has no build yet, then serve
 * on PORT (3000 by default). Works on a fresh clone with no configuration.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { readBuildInfo } from '../src/config/build-info'
import { env } from '../src/config/env'
import { firstAccountInstructions } from '../src/lib/auth/setup-code'
import { productionServerCommand, waitForHealthy } from './support/server-process'

const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL,
}
if (!process.env.NEXT_PUBLIC_SITE_URL) {
  process.stdout.write(
    `NEXT_PUBLIC_SITE_URL is not set: canonical URLs, the sitemap and e-mails will use ${env.NEXT_PUBLIC_SITE_URL}. Set it to the site's public address before going live.\n`,
  )
}
const buildMarkerPath = path.resolve('.next', 'site-build.json')

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: childEnv })
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed with exit code ${result.status}.\n`)
    process.exit(result.status ?? 1)
  }
}

// What a build depends on besides the code: the commit it was made from, the database it read,
// and the public address it wrote into the sitemap, the RSS feed and every canonical link.
const { commit } = readBuildInfo()
const buildSource = JSON.stringify({
  commit,
  database: env.DATABASE_URL,
  siteUrl: env.NEXT_PUBLIC_SITE_URL,
})

/**
 * True when `.next` holds a build of this commit made against this database for this public
 * address, with the worker threads' bundles (never outside git).
 */
function hasCurrentBuild() {
  return (
    commit !== 'unknown' &&
    existsSync(path.resolve('.next', 'BUILD_ID')) &&
    existsSync(buildMarkerPath) &&
    existsSync(path.resolve(env.PDF_WORKER_FILE)) &&
    existsSync(path.resolve(env.SEARCH_WORKER_FILE)) &&
    readFileSync(buildMarkerPath, 'utf8') === buildSource
  )
}

run('npx', ['tsx', 'scripts/prepare-database.ts'])
if (hasCurrentBuild()) {
  process.stdout.write('Using the existing build of this commit.\n')
} else {
  // Next's data cache outlives builds; start clean so nothing cached by an older build leaks in.
  rmSync('.next', { recursive: true, force: true })
  run('npx', ['next', 'build'])
  // After `next build`, which empties .next: the workers and the compressed scripts go there.
  run('npx', ['tsx', 'scripts/finish-build.ts'])
  writeFileSync(buildMarkerPath, buildSource)
}

const [executable = '', ...args] = productionServerCommand
const server = spawn(executable, args, { stdio: 'inherit', env: childEnv })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => process.exit(code ?? 0))

/**
 * Says again how to make the first staff account once the site answers: the preparation printed
 * it before the migrations and the build, a long scroll up.
 */
async function remindOfFirstAccount() {
  const origin = `http://localhost:${env.PORT}`
  await waitForHealthy(origin, 180_000)
  const response = await fetch(`${origin}/api/users/init`)
  const { initialized } = (await response.json()) as { initialized?: boolean }
  if (initialized === false) {
    process.stdout.write(
      `\nThe site is ready at ${env.NEXT_PUBLIC_SITE_URL}.${firstAccountInstructions(env.NEXT_PUBLIC_SITE_URL, env.PAYLOAD_SECRET)}`,
    )
  }
}
remindOfFirstAccount().catch((error: unknown) => {
  process.stderr.write(`Could not check for a staff account: ${String(error)}\n`)
})
