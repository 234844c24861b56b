import { inquiryTopicLabels, type InquiryTopic } from './inquiry.schema'

/** A service line the message was about ("Something else" says nothing in a subject). */
const isServiceTopic = (value: string): value is Exclude<InquiryTopic, 'other'> =>
  value !== 'other' && value in inquiryTopicLabels

/**
 * A `mailto:` address that opens a reply to a contact message in the office's e-mail program,
 * its subject naming what the visitor wrote about (RFC 6068: each part percent-encoded, the `@`
 * kept); null without an address to write to.
 */
export function replyMailto(email: string, topic: string): string | null {
  const at = email.lastIndexOf('@')
  if (at <= 0 || at === email.length - 1) return null
  const address = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
  const about = isServiceTopic(topic) ? ` about ${inquiryTopicLabels[topic].toLowerCase()}` : ''
  return `mailto:${address}?subject=${encodeURIComponent(`Your message${about}`)}`
}
