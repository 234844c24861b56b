import { execFileSync } from 'node:child_process'

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    // Not a git checkout (an unpacked archive): the greeting and build id say so.
    return 'unknown'
  }
}

/** The commit being built and when; the build id changes with every build. */
export function readBuildInfo(now = new Date()) {
  const commit = gitCommit()
  const date = now.toISOString()
  return { commit, date, id: `${commit.slice(0, 12)}-${now.getTime().toString(36)}` }
}
