import type { InquiryField, InquiryFieldErrors } from '@/domain/contact/inquiry.schema'

export type ContactValues = Partial<Record<InquiryField, string>>

/** What the contact form's action answers; every answer but success gives back what was typed. */
export type ContactResult =
  | { status: 'idle' }
  | { status: 'sent'; name: string; replyBy: string }
  | { status: 'invalid'; fieldErrors: InquiryFieldErrors; values: ContactValues }
  | { status: 'limited'; values: ContactValues }
  | { status: 'failed'; values: ContactValues }

export const initialContactResult: ContactResult = { status: 'idle' }
