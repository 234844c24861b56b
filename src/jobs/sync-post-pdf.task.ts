import type { TaskConfig } from 'payload'

/**
 * Makes the PDF of a post after it is published (again), and removes it once the post is
 * unpublished, deleted or moved to another slug. Queued by the posts' hooks in the transaction
 * that publishes, so publishing never waits for a render; a failed render is recorded on the
 * post's PDF record for staff to see, and the jobs queue tries again (5 s, 10 s, 20 s … apart).
 * The work is imported when the job runs: the PDF kit is server code that Payload's CLI, which
 * reads this config, cannot load.
 */
export const syncPostPdf: TaskConfig<'syncPostPdf'> = {
  slug: 'syncPostPdf',
  label: 'Make or remove a blog post’s PDF',
  inputSchema: [
    { name: 'postId', type: 'number', required: true },
    { name: 'slug', type: 'text', required: true },
  ],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, req }) => {
    const { syncPostPdfFor } = await import('./sync-post-pdf')
    await syncPostPdfFor(req, input)
    return { output: {} }
  },
}
