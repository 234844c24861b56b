/**
 * Varnish with the project's VCL (deploy/varnish/default.vcl) in front of one app instance (for
 * `npm run test:edge`) or the balancer (`npm run test:scale`): the deployment's own part,
 * origin.vcl, is written here for the test's ports.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { visitorUserAgent } from '../../scripts/support/chromium'
import { waitFor } from '../../scripts/support/server-process'

const projectVclDir = path.resolve('deploy/varnish')

function originVcl(backendPort: number) {
  return `backend app {
    .host = "127.0.0.1";
    .port = "${backendPort}";
    .probe = { .url = "/api/health"; .interval = 1s; .timeout = 2s; .window = 3; .threshold = 2; }
}
acl purgers { "127.0.0.1"; }
`
}

export type Varnish = { origin: string; stop(): Promise<void> }

/** Starts varnishd on `port` in front of the app or balancer on `backendPort`; waits until it listens. */
export async function startVarnish({
  port,
  backendPort,
  directory,
}: {
  port: number
  backendPort: number
  directory: string
}): Promise<Varnish> {
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  writeFileSync(path.join(directory, 'origin.vcl'), originVcl(backendPort))
  // What varnishd says (its start, a VCL error) goes to a log beside it.
  const log = openSync(path.join(directory, 'varnishd.log'), 'a')
  const varnish: ChildProcess = spawn(
    'varnishd',
    [
      '-F',
      // No privilege separation: the test runs it as whoever runs the suite.
      '-j',
      'none',
      '-n',
      path.join(directory, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-f',
      path.join(projectVclDir, 'default.vcl'),
      // origin.vcl is found in the test's folder first.
      '-p',
      `vcl_path=${directory}:${projectVclDir}`,
      '-s',
      'malloc,128m',
    ],
    {
      stdio: ['ignore', log, log],
      detached: true,
      env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
    },
  )
  const origin = `http://127.0.0.1:${port}`
  // Any answer will do: the app may not be up yet (Varnish then answers 503 itself).
  await waitFor(async () => Boolean(await fetch(`${origin}/`)), 'Varnish to listen', 30_000)
  return {
    origin,
    async stop() {
      if (varnish.pid && varnish.exitCode === null) {
        const exited = new Promise((resolve) => varnish.once('exit', resolve))
        process.kill(-varnish.pid, 'SIGTERM')
        await exited
      }
    },
  }
}

export type View = { status: number; cache: string | null; headers: Headers; text: string }

/** A visitor's GET of `path` through the cache at `origin`; `cache` is Varnish's HIT or MISS. */
export async function viewThroughCache(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<View> {
  const response = await fetch(`${origin}${path}`, {
    headers: { 'User-Agent': visitorUserAgent, ...headers },
    redirect: 'manual',
  })
  const text = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    headers: response.headers,
    text,
  }
}
