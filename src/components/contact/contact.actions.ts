'use server'

import { saveInquiry } from '@/data/inquiries'
import { inquiryValues, parseInquiry, replyMethodLabels } from '@/domain/contact/inquiry.schema'
import { screenPublicForm } from '@/lib/forms/screen-public-form'
import { rateLimiterFor } from '@/lib/rate-limit/limiters'

import type { ContactResult } from './contact-result'

/**
 * The contact form's Server Action: validates, rate-limits, stores the inquiry with its queued
 * e-mail; the jobs runner sends it within seconds of the answer.
 */
export async function sendContactMessage(
  _previous: ContactResult,
  formData: FormData,
): Promise<ContactResult> {
  const form = await screenPublicForm(formData, { values: inquiryValues, check: parseInquiry })
  if (form.status === 'invalid') return form
  const { inquiry } = form.valid
  const sent = {
    status: 'sent' as const,
    name: inquiry.name,
    replyBy: replyMethodLabels[inquiry.replyBy].toLowerCase(),
  }
  if (form.status === 'bot') return sent

  const { values } = form
  if (!(await rateLimiterFor('contact').allow(form.client))) return { status: 'limited', values }

  const stored = await saveInquiry(inquiry)
  if (!stored.ok) return { status: 'failed', values }
  return sent
}
