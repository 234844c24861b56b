'use client'

import { useFormFields } from '@payloadcms/ui'

import { replyMailto } from '@/domain/contact/reply-link'

/**
 * Above a contact message's office notes: a Reply button that opens the office's e-mail program
 * with the visitor's address and a subject filled in, so nothing is copied by hand.
 */
export function InquiryReplyLink() {
  const email = useFormFields(([fields]) => fields.email?.value)
  const topic = useFormFields(([fields]) => fields.topic?.value)
  const href = typeof email === 'string' ? replyMailto(email, String(topic ?? '')) : null
  if (!href) return null
  return (
    <p className="field-type">
      <a className="btn btn--style-primary btn--size-medium" href={href}>
        Reply by e-mail
      </a>
    </p>
  )
}
