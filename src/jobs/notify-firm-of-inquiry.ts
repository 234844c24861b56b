import 'server-only'

import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { findInquiry, stampInquiryNotified } from '@/data/inquiries'
import { readSiteProfile } from '@/data/site-profile'
import { inquiryNotificationEmail } from '@/domain/contact/inquiry-email'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { logger } from '@/lib/logger'

/** E-mails the office about the stored inquiry `inquiryId`, then stamps it as sent. */
export async function notifyFirmOfInquiryFor(req: PayloadRequest, inquiryId: number) {
  const inquiry = await findInquiry(req, inquiryId)
  const profile = await readSiteProfile(req)
  const email = inquiryNotificationEmail(
    inquiry,
    absoluteUrl(env.NEXT_PUBLIC_SITE_URL, `/admin/collections/inquiries/${inquiry.id}`),
  )
  await req.payload.sendEmail({
    to: profile.email,
    replyTo: { name: inquiry.name, address: inquiry.email },
    subject: email.subject,
    text: email.text,
  })
  await stampInquiryNotified(req, inquiry.id)
  logger.info({ msg: `Inquiry ${inquiry.id} e-mailed to the office` })
}
