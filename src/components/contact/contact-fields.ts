import { createContext, use } from 'react'

import type { InquiryField } from '@/domain/contact/inquiry.schema'

/** Each field's label, as the form and its error summary name it. */
export const fieldLabels: Record<InquiryField, string> = {
  name: 'Your name',
  email: 'E-mail address',
  phone: 'Phone number (optional)',
  replyBy: 'How should we reply?',
  topic: 'What is your question about?',
  message: 'Your message',
  acknowledged: 'I have read the notice above',
}

/** What a form's element ids start with: "contact", or another for a second form on a page. */
export const defaultIdPrefix = 'contact'

/** The id prefix of the form around a field (`ContactForm`'s `idPrefix`). */
export const ContactIdPrefix = createContext(defaultIdPrefix)

/**
 * The element id of a field (or of a part of one, e.g. "message-count") of the form whose ids
 * start with `prefix`, which the error summary's links move focus to.
 */
export const contactElementId = (
  prefix: string,
  part: InquiryField | `${InquiryField}-${string}`,
) => `${prefix}-${part}`

/** `contactElementId` for the form around the calling component. */
export function useContactElementId() {
  const prefix = use(ContactIdPrefix)
  return (part: InquiryField | `${InquiryField}-${string}`) => contactElementId(prefix, part)
}
