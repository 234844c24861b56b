import { describe, expect, it } from 'vitest'

import { inquiryNotificationEmail } from './inquiry-email'

describe('inquiryNotificationEmail', () => {
  const inquiry = {
    id: 7,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '',
    replyBy: 'text' as const,
    topic: 'bankruptcy' as const,
    message: 'We are behind on the car payments.',
  }

  it('names the topic in the subject and puts every detail in the body', () => {
    const email = inquiryNotificationEmail(
      inquiry,
      'https://juniper.example.com/admin/collections/inquiries/7',
    )
    expect(email.subject).toBe('New website inquiry: Bankruptcy')
    expect(email.text).toContain('Name: Ada Lovelace')
    expect(email.text).toContain('Phone: not given')
    expect(email.text).toContain('Reply by: Text message')
    expect(email.text).toContain('We are behind on the car payments.')
    expect(email.text).toContain('https://juniper.example.com/admin/collections/inquiries/7')
  })

  it('shows the phone number when one was given', () => {
    expect(
      inquiryNotificationEmail({ ...inquiry, phone: '(303) 555-0199' }, '/admin').text,
    ).toContain('Phone: (303) 555-0199')
  })
})
