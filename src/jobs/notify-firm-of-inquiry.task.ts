import type { TaskConfig } from 'payload'

/**
 * Sends the office the e-mail about a stored inquiry. A failing mail server fails the attempt,
 * and the jobs queue tries again later (2 s, 4 s, 8 s … apart), so the e-mail is late, not lost.
 * The work is imported when the job runs: it reads through data/, server code that Payload's CLI,
 * which reads this config, cannot load.
 */
export const notifyFirmOfInquiry: TaskConfig<'notifyFirmOfInquiry'> = {
  slug: 'notifyFirmOfInquiry',
  label: 'E-mail the office about an inquiry',
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 2_000 } },
  handler: async ({ input, req }) => {
    const { notifyFirmOfInquiryFor } = await import('./notify-firm-of-inquiry')
    await notifyFirmOfInquiryFor(req, input.inquiryId)
    return { output: {} }
  },
}
