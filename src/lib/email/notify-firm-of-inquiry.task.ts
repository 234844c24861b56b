import type { TaskConfig } from 'payload'

import { env } from '@/config/env'
import { inquiryNotificationEmail } from '@/domain/contact/inquiry-email'
import { absoluteUrl } from '@/domain/seo/structured-data'

/**
 * Sends the office the e-mail about a stored inquiry. A failing mail server fails the attempt,
 * and the jobs queue tries again later (2 s, 4 s, 8 s … apart), so the e-mail is late, not lost.
 */
export const notifyFirmOfInquiry: TaskConfig<'notifyFirmOfInquiry'> = {
  slug: 'notifyFirmOfInquiry',
  label: 'E-mail the office about an inquiry',
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 2_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const inquiry = await payload.findByID({
      collection: 'inquiries',
      id: input.inquiryId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const email = inquiryNotificationEmail(
      inquiry,
      absoluteUrl(env.NEXT_PUBLIC_SITE_URL, `/admin/collections/inquiries/${inquiry.id}`),
    )
    await payload.sendEmail({
      to: settings.email,
      replyTo: { name: inquiry.name, address: inquiry.email },
      subject: email.subject,
      text: email.text,
    })
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { firmNotifiedAt: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    payload.logger.info({ msg: `Inquiry ${inquiry.id} e-mailed to the office` })
    return { output: {} }
  },
}
