import type { TaskConfig } from 'payload'

/**
 * Expires cache tags in the server, for a change made by another process (a script: ADR 023).
 * The job is queued in the change's own transaction, so it exists only once the change does, and
 * the server's jobs runner runs it on the `prompt` queue within a second of the commit.
 */
export const expireCacheTags: TaskConfig<'expireCacheTags'> = {
  slug: 'expireCacheTags',
  label: 'Refresh the public pages after a change made by a script',
  inputSchema: [{ name: 'tags', type: 'text', hasMany: true, required: true }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 1_000 } },
  handler: async ({ input }) => {
    const { expireCacheTags: expire } = await import('@/lib/cache/expire-tags')
    await expire(input.tags)
    return { output: {} }
  },
}
