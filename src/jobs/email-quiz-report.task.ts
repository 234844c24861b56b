import type { TaskConfig } from 'payload'

/**
 * E-mails a visitor the PDF report of a stored quiz submission, then tells the office. A failing
 * mail server fails the attempt and the jobs queue tries again (2 s, 4 s, 8 s … apart); each
 * e-mail is stamped once sent, so a retry never sends it twice. The work is imported when the
 * job runs: the PDF kit is server code that Payload's CLI, which reads this config, cannot load.
 */
export const emailQuizReport: TaskConfig<'emailQuizReport'> = {
  slug: 'emailQuizReport',
  label: 'E-mail a quiz report to the visitor and tell the office',
  inputSchema: [{ name: 'submissionId', type: 'number', required: true }],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 2_000 } },
  handler: async ({ input, req }) => {
    const { emailQuizReportFor } = await import('./email-quiz-report')
    await emailQuizReportFor(req, input.submissionId)
    return { output: {} }
  },
}
