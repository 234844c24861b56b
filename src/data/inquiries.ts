import 'server-only'

import type { Inquiry } from '@/domain/contact/inquiry.schema'
import { getPayloadClient } from '@/lib/payload'

import { storeWithQueuedJob, type StoredWithJob } from './queued-jobs'

/**
 * Stores an inquiry with the queued e-mail to the office about it: both, or neither. Nothing is
 * sent here; the jobs queue does that afterwards.
 */
export async function saveInquiry(inquiry: Inquiry): Promise<StoredWithJob> {
  const payload = await getPayloadClient()
  return storeWithQueuedJob(
    'An inquiry',
    (req) =>
      payload.create({
        collection: 'inquiries',
        data: {
          name: inquiry.name,
          email: inquiry.email,
          phone: inquiry.phone,
          replyBy: inquiry.replyBy,
          topic: inquiry.topic,
          message: inquiry.message,
          acknowledgedNoticeAt: new Date().toISOString(),
          status: 'new',
        },
        overrideAccess: true,
        req,
      }),
    (doc, req, waitUntil) =>
      payload.jobs.queue({
        task: 'notifyFirmOfInquiry',
        input: { inquiryId: doc.id },
        waitUntil,
        req,
      }),
  )
}
