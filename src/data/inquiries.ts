import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Inquiry } from '@/domain/contact/inquiry.schema'
import type { Inquiry as StoredInquiry } from '@/payload-types'

import { storeWithQueuedJob, type StoredWithJob } from './queued-jobs'

/**
 * Stores an inquiry with the queued e-mail to the office about it: both, or neither. Nothing is
 * sent here; the jobs queue does that afterwards.
 */
export function saveInquiry(inquiry: Inquiry): Promise<StoredWithJob> {
  return storeWithQueuedJob({
    what: 'An inquiry',
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
    jobFor: (id) => ({ task: 'notifyFirmOfInquiry', input: { inquiryId: id } }),
  })
}

/** Stored inquiry `id`, read in the request `req` of the job that e-mails it (throws if gone). */
export function findInquiry(req: PayloadRequest, id: number): Promise<StoredInquiry> {
  return req.payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, req })
}

/** Records that the office was e-mailed about inquiry `id`, now. */
export async function stampInquiryNotified(req: PayloadRequest, id: number): Promise<void> {
  await req.payload.update({
    collection: 'inquiries',
    id,
    data: { firmNotifiedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}
