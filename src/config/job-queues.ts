/**
 * Payload's job queues, both run by its own runner (`jobs.autoRun` in payload.config.ts) in the
 * one process `JOBS_RUNNER` names. `prompt` holds work someone is waiting for (a visitor's e-mail,
 * a cache expiry a script asked for) and is looked at every second; `default` holds the rest
 * (scheduled publishing, retention, the blog's PDFs, password resets) on `JOBS_CRON`.
 */
export const jobQueues = { prompt: 'prompt', default: 'default' } as const

/** How often the runner looks at the `prompt` queue: every second (croner syntax). */
export const promptQueueCron = '* * * * * *'
