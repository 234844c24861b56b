import type { TaskConfig } from 'payload'

/**
 * Each night, deletes what is past its period in Site settings → Privacy (issue 28). Payload's
 * scheduler queues it where the jobs queue runs (JOBS_RUNNER), one at a time; the work is
 * imported when the job runs, as it reads through data/, which Payload's CLI cannot load.
 */
export const applyRetention: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  label: 'Delete what is past its retention period',
  schedule: [{ cron: '0 30 3 * * *', queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const { applyRetentionNow } = await import('./apply-retention')
    return { output: await applyRetentionNow(req.payload) }
  },
}
