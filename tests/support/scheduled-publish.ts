import { spawnSync } from 'node:child_process'

/**
 * Queues the publishing of document `id` of `collection` at `at`, as the admin's "Schedule
 * publish" does, in the database `env` configures (tests/support/queue-scheduled-publish.ts); the
 * server's own jobs runner must then do it. Throws when it could not be queued.
 */
export function queueScheduledPublish({
  collection,
  id,
  at,
  env,
}: {
  collection: 'pages' | 'posts'
  id: number
  at: Date
  env: Record<string, string>
}) {
  const queued = spawnSync(
    'npx',
    ['tsx', 'tests/support/queue-scheduled-publish.ts', collection, String(id), at.toISOString()],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (queued.status !== 0) throw new Error(`Could not queue the publish: ${queued.stderr}`)
}
