'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'

import { saveInquiry } from '@/data/inquiries'
import { runQueuedJobNow } from '@/data/queued-jobs'
import { inquiryValues, parseInquiry, replyMethodLabels } from '@/domain/contact/inquiry.schema'
import { isHoneypotFilled } from '@/domain/forms/honeypot'
import { clientAddress } from '@/lib/rate-limit/client-address'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'

import type { ContactResult } from './contact-result'

/**
 * The contact form's Server Action: validates, rate-limits, stores the inquiry with its queued
 * e-mail, and only then tries to send that e-mail, after answering the visitor.
 */
export async function sendContactMessage(
  _previous: ContactResult,
  formData: FormData,
): Promise<ContactResult> {
  // A script can call the action with anything at all: what is not a form is an empty one.
  const input = formData instanceof FormData ? Object.fromEntries(formData) : {}
  const values = inquiryValues(input)
  const parsed = parseInquiry(input)
  if (!parsed.ok) return { status: 'invalid', fieldErrors: parsed.fieldErrors, values }
  const sent = {
    status: 'sent' as const,
    name: parsed.inquiry.name,
    replyBy: replyMethodLabels[parsed.inquiry.replyBy].toLowerCase(),
  }
  if (isHoneypotFilled(input)) return sent

  if (!(await rateLimiterFor('contact').allow(clientAddress(await headers()))))
    return { status: 'limited', values }

  const stored = await saveInquiry(parsed.inquiry)
  if (!stored.ok) return { status: 'failed', values }
  after(() => runQueuedJobNow(stored.jobId, 'Inquiry e-mail'))
  return sent
}
