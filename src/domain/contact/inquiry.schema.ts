import { z } from 'zod/mini'

import '../forms/zod-without-eval'

import { firstMessageByField, typedValues } from '../forms/form-fields'
import { personNameCheck } from '../forms/person-name'
import { controlExceptWhitespace } from '../forms/visitor-text'
import { serviceLineLabels, serviceLines } from '../practice/service-lines'
import { parseNanpDigits } from './phone-number'

export const replyMethods = ['email', 'phone', 'text'] as const
export type ReplyMethod = (typeof replyMethods)[number]

export const replyMethodLabels: Record<ReplyMethod, string> = {
  email: 'E-mail',
  phone: 'Phone call',
  text: 'Text message',
}

export const inquiryTopics = [...serviceLines, 'other'] as const
export type InquiryTopic = (typeof inquiryTopics)[number]

export const inquiryTopicLabels: Record<InquiryTopic, string> = {
  ...serviceLineLabels,
  other: 'Something else',
}

export const messageMaxLength = 5000

const text = (emptyMessage: string, maxLength: number, tooLongMessage: string) =>
  z
    .string({ error: emptyMessage })
    .check(z.trim(), z.minLength(1, emptyMessage), z.maxLength(maxLength, tooLongMessage))

/**
 * A visitor's message to the firm, as the contact form sends it (every value a string, the
 * acknowledgement "on" when ticked). One schema for the browser's hints and the server's
 * decision; written with zod's small "mini" build, since the browser loads it with the form.
 */
export const InquirySchema = z
  .object({
    name: text('Enter your name.', 100, 'Keep your name under 100 characters.').check(
      personNameCheck,
    ),
    email: z.pipe(
      text('Enter your e-mail address so we can reply.', 254, 'That e-mail address is too long.'),
      z.email('Enter an e-mail address like name@example.com.'),
    ),
    phone: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(30, 'Enter a 10-digit US phone number, e.g. (303) 555-0142.'),
        z.refine(
          (value) => value === '' || parseNanpDigits(value) !== null,
          'Enter a 10-digit US phone number, e.g. (303) 555-0142, or leave it empty.',
        ),
      ),
      '',
    ),
    replyBy: z.enum(replyMethods, { error: 'Choose how you would like us to reply.' }),
    topic: z.enum(inquiryTopics, { error: 'Choose what your question is about.' }),
    message: text(
      'Tell us briefly how we can help.',
      messageMaxLength,
      `Keep your message under ${messageMaxLength.toLocaleString('en-US')} characters.`,
    ).check(
      z.refine(
        (value) => !controlExceptWhitespace.test(value),
        'Remove the special characters from your message.',
      ),
    ),
    acknowledged: z.literal('on', {
      error: 'Tick the box to confirm you have read the notice.',
    }),
  })
  .check(
    z.refine((inquiry) => inquiry.replyBy === 'email' || inquiry.phone !== '', {
      path: ['phone'],
      message: 'Enter a phone number so we can call or text you.',
    }),
  )

export type Inquiry = z.infer<typeof InquirySchema>

/** The form's fields, in the order the error summary lists them. */
export const inquiryFields = [
  'name',
  'email',
  'phone',
  'replyBy',
  'topic',
  'message',
  'acknowledged',
] as const
export type InquiryField = (typeof inquiryFields)[number]

export type InquiryFieldErrors = Partial<Record<InquiryField, string>>

/** What the visitor typed, to put back into the form; only the known fields, only text. */
export function inquiryValues(
  input: Record<string, unknown>,
): Partial<Record<InquiryField, string>> {
  return typedValues(inquiryFields, input)
}

/** Checks a submission: the inquiry, or the first message for each field that is wrong. */
export function parseInquiry(
  input: Record<string, unknown>,
): { ok: true; inquiry: Inquiry } | { ok: false; fieldErrors: InquiryFieldErrors } {
  const parsed = InquirySchema.safeParse(input)
  if (parsed.success) return { ok: true, inquiry: parsed.data }
  return { ok: false, fieldErrors: firstMessageByField<InquiryField>(parsed.error.issues) }
}

/** Where a contact message stands in the office: New until a staff member opens it. */
export const inquiryStatuses = ['new', 'read', 'replied', 'closed'] as const
export type InquiryStatus = (typeof inquiryStatuses)[number]

export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  closed: 'Closed',
}
