import type { TaskConfig } from 'payload'

/**
 * E-mails a staff account the reset link asked for at `POST /api/users/forgot-password`, after
 * the request was answered (users.forgot-password.endpoint.ts). A failing mail server fails the
 * attempt and the jobs queue tries again (2 s, 4 s, 8 s … apart). The work is imported when the
 * job runs: it is server code that Payload's CLI, which reads this config, cannot load.
 */
export const emailPasswordReset: TaskConfig<'emailPasswordReset'> = {
  slug: 'emailPasswordReset',
  label: 'E-mail a staff account the password reset link it asked for',
  inputSchema: [{ name: 'userId', type: 'number', required: true }],
  // Fewer tries than a visitor's e-mail (about 8 minutes in all): she waits for this one, and
  // past that she asks again.
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 2_000 } },
  handler: async ({ input, req }) => {
    const { emailPasswordResetFor } = await import('./email-password-reset')
    await emailPasswordResetFor(req, input.userId)
    return { output: {} }
  },
}
