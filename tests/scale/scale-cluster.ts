/**
 * The several-machine setup of docs/deploy.md on one machine, for `npm run test:scale` and
 * `npm run bench:scale`: a fresh PostgreSQL database, a Redis server and an S3 server (s3rver) of
 * their own, one production build made against them, instances of that build (the first runs the
 * jobs queue) and haproxy round-robin in front of them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import S3rver from 's3rver'

import { startServer, stopServer, waitFor } from '../../scripts/support/server-process'
import { env } from '../../src/config/env'

const directory = path.resolve('.tmp/scale')
const databaseName = 'site_scale'
const serverDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/postgres'

export const ports = {
  balancer: 3400,
  instances: [3401, 3402],
  varnish: 3403,
  redis: 6390,
  s3: 4569,
  smtp: 2527,
}
export const balancerOrigin = `http://127.0.0.1:${ports.balancer}`
export const instanceOrigin = (index: number) => `http://127.0.0.1:${ports.instances[index]}`
/** Where the instances would keep uploads and made files without S3: nothing may appear here. */
export const unusedLocalDirectory = path.join(directory, 'local-disk')

/** Every instance's configuration (docs/deploy.md); only JOBS_RUNNER and PORT differ. */
export const clusterEnv: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
  REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
  S3_BUCKET: 'site-files',
  S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  S3_FORCE_PATH_STYLE: 'true',
  // s3rver's fixed credentials.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  NEXT_PUBLIC_SITE_URL: balancerOrigin,
  TRUSTED_PROXY_HOPS: '1',
  // This checkout's secret, so that the test's staff account (tests/support/staff-account) works.
  PAYLOAD_SECRET: env.PAYLOAD_SECRET,
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  MEDIA_DIR: path.join(unusedLocalDirectory, 'media'),
  FILES_DIR: path.join(unusedLocalDirectory, 'files'),
  OUTBOX_DIR: path.join(unusedLocalDirectory, 'outbox'),
  CONTACT_RATE_LIMIT: '3',
  JOBS_CRON: '*/2 * * * * *',
  LOG_LEVEL: 'error',
}

function run(command: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: childEnv })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

async function recreateDatabase() {
  const client = new pg.Client({ connectionString: serverDatabaseUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${databaseName}`)
  } finally {
    await client.end()
  }
}

function spawnInGroup(command: string, args: string[], logName: string): ChildProcess {
  const log = path.join(directory, `${logName}.log`)
  writeFileSync(log, '')
  return spawn('sh', ['-c', `exec "$0" "$@" >>"${log}" 2>&1`, command, ...args], {
    detached: true,
    stdio: 'ignore',
  })
}

async function startRedis() {
  const redis = spawnInGroup(
    'redis-server',
    [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      // The cache handler learns of expired and evicted keys from these events (ADR 012).
      '--notify-keyspace-events',
      'Exe',
    ],
    'redis',
  )
  await waitFor(
    async () =>
      spawnSync('redis-cli', ['-p', String(ports.redis), 'ping'], {
        encoding: 'utf8',
      }).stdout.trim() === 'PONG',
    'Redis to answer',
  )
  return redis
}

function haproxyConfig(instances: number) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A request whose connection failed goes to another instance; one already sent is never
    // sent twice (a contact message must not be stored twice).
    '  retries 2',
    '  option redispatch',
    'frontend site',
    `  bind 127.0.0.1:${ports.balancer}`,
    '  option forwardfor',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    // A health check may wait behind a busy instance's work; one that refuses is down at once.
    '  timeout check 5s',
    '  default-server inter 1s fall 3 rise 2',
    // Which instance answered, for the tests (the server's name below).
    '  http-response set-header X-Served-By %s',
    ...ports.instances
      .slice(0, instances)
      .map((port, index) => `  server instance-${index} 127.0.0.1:${port} check`),
    '',
  ].join('\n')
}

export type Cluster = {
  instances: (ChildProcess | null)[]
  /** Puts haproxy in front of the first `count` instances. */
  balance(count: number): Promise<void>
  /** Stops instance `index` at once (SIGKILL), as a crashed machine would. */
  kill(index: number): Promise<void>
  stop(): Promise<void>
}

/**
 * Builds the site against a fresh cluster and starts `instanceCount` instances behind haproxy.
 * Each instance gets `instanceEnv` on top of `clusterEnv`.
 */
export async function startCluster(
  instanceCount: number,
  instanceEnv: Record<string, string> = {},
): Promise<Cluster> {
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  const redis = await startRedis()
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: ports.s3,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: clusterEnv.S3_BUCKET ?? '', configs: [] }],
  })
  await s3.run()
  let haproxy: ChildProcess | null = null
  const instances: (ChildProcess | null)[] = []
  // Should this process die without stopping the cluster, its servers die with it.
  process.once('exit', () => {
    for (const child of [redis, haproxy, ...instances]) {
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) continue
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Gone already.
      }
    }
  })
  const cluster: Cluster = {
    instances,
    async balance(count) {
      if (haproxy) await stopServer(haproxy)
      const configFile = path.join(directory, 'haproxy.cfg')
      writeFileSync(configFile, haproxyConfig(count))
      haproxy = spawnInGroup('haproxy', ['-db', '-f', configFile], 'haproxy')
      await waitFor(async () => {
        const responses = await Promise.all(
          Array.from({ length: count * 2 }, () => fetch(`${balancerOrigin}/api/health`)),
        )
        const servedBy = new Set(responses.map((response) => response.headers.get('x-served-by')))
        return responses.every((response) => response.ok) && servedBy.size === count
      }, `haproxy to reach ${count} instances`)
    },
    async kill(index) {
      const instance = instances[index]
      if (instance) await stopServer(instance, { kill: true })
      instances[index] = null
    },
    async stop() {
      for (const instance of instances) if (instance) await stopServer(instance)
      if (haproxy) await stopServer(haproxy)
      await stopServer(redis)
      await s3.close()
    },
  }
  try {
    await recreateDatabase()
    const buildEnv = { ...process.env, ...clusterEnv, ...instanceEnv }
    // Next's data cache outlives builds; entries read from another database must not leak in.
    rmSync('.next', { recursive: true, force: true })
    run('npx', ['tsx', 'scripts/prepare-database.ts'], buildEnv)
    run('npx', ['next', 'build'], buildEnv)
    run('npx', ['tsx', 'scripts/finish-build.ts'], buildEnv)
    for (const [index, port] of ports.instances.slice(0, instanceCount).entries()) {
      instances.push(
        await startServer({
          port,
          env: { ...clusterEnv, ...instanceEnv, JOBS_RUNNER: String(index === 0) },
          logFile: path.join(directory, `instance-${index}.log`),
        }),
      )
    }
    await cluster.balance(instanceCount)
    return cluster
  } catch (error) {
    await cluster.stop()
    throw error
  }
}
