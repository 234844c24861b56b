import type { Payload } from 'payload'

/**
 * Queues the publishing of document `id` of `collection` at `at` as the admin's "Schedule publish"
 * drawer does (a `schedulePublish` job, the id written as text: payload#10481); the server's own
 * jobs runner must then do it. The job's id.
 */
export async function queueAsTheDrawerDoes(
  payload: Payload,
  {
    collection,
    id,
    at,
    type = 'publish',
  }: {
    collection: 'pages' | 'posts'
    id: number | string
    at: Date
    type?: 'publish' | 'unpublish'
  },
) {
  const idAsTheAdminWritesIt = String(id) as unknown as number
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: collection, value: idAsTheAdminWritesIt } },
    waitUntil: at,
  })
  return job.id
}

/**
 * Payload in this process, for queueing many schedules without a process each, on the database
 * `DATABASE_URL` named when the configuration was first imported.
 */
export async function openScheduler() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  return getPayload({ config })
}

/** Whether job `jobId` has finished (and so the change it made is committed). */
export async function jobCompleted(payload: Payload, jobId: number | string) {
  const job = await payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0 })
  return Boolean(job.completedAt)
}
