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

/** The element id of a field, which the error summary's links move focus to. */
export const fieldId = (field: InquiryField) => `contact-${field}`
