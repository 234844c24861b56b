import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { Inquiry } from '@/domain/contact/inquiry.schema'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

export type SaveInquiryResult = { ok: true; id: number; jobId: number | string } | { ok: false }

/**
 * Stores an inquiry and queues the office's e-mail about it in one transaction: both are saved,
 * or neither is. Nothing is sent here; the jobs queue does that afterwards.
 */
export async function saveInquiry(inquiry: Inquiry): Promise<SaveInquiryResult> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await payload.create({
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
    })
    const job = await payload.jobs.queue({
      task: 'notifyFirmOfInquiry',
      input: { inquiryId: doc.id },
      req,
    })
    await commitTransaction(req)
    return { ok: true, id: doc.id, jobId: job.id }
  } catch (error) {
    await killTransaction(req)
    // The message itself never reaches the log: only that storing failed, and why.
    logger.error({
      msg: 'An inquiry could not be stored',
      error: error instanceof Error ? error.message : String(error),
    })
    return { ok: false }
  }
}

/** Tries to send the office's e-mail for a stored inquiry now; on failure the queue retries. */
export async function runInquiryEmailJob(jobId: number | string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.jobs.runByID({ id: jobId }).catch((error: unknown) => {
    logger.warn({
      msg: `Inquiry e-mail job ${jobId} failed; the jobs queue will retry it`,
      error: error instanceof Error ? error.message : String(error),
    })
  })
}
