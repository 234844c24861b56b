import {
  inquiryTopicLabels,
  replyMethodLabels,
  type InquiryTopic,
  type ReplyMethod,
} from './inquiry.schema'

export type StoredInquiry = {
  id: number | string
  name: string
  email: string
  phone?: string | null
  replyBy: ReplyMethod
  topic: InquiryTopic
  message: string
}

/**
 * The notification the office receives for a new inquiry: subject from fixed labels only (never
 * from what the visitor typed), the message in the body, and a link to it in the admin.
 */
export function inquiryNotificationEmail(inquiry: StoredInquiry, adminUrl: string) {
  const topic = inquiryTopicLabels[inquiry.topic]
  return {
    subject: `New website inquiry: ${topic}`,
    text: [
      `Name: ${inquiry.name}`,
      `E-mail: ${inquiry.email}`,
      `Phone: ${inquiry.phone || 'not given'}`,
      `Reply by: ${replyMethodLabels[inquiry.replyBy]}`,
      `Topic: ${topic}`,
      '',
      inquiry.message,
      '',
      `Open in the admin: ${adminUrl}`,
      '',
      'The sender confirmed the prospective-client notice. Check for conflicts before replying about the matter.',
    ].join('\n'),
  }
}
