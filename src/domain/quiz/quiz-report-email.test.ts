import { describe, expect, test } from 'vitest'

import { quizAnswerSummary, quizReportEmail, quizSubmissionNotice } from './quiz-report-email'

const submission = {
  quizTitle: 'Do you need a gun trust?',
  band: 'Worth talking through',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
}
const firm = {
  name: 'Juniper Hill Law',
  contactLines: ['Phone (303) 555-0142'],
  siteUrl: 'https://example.com',
}

describe('the e-mails of a quiz report', () => {
  test('the answers read as each question with the answers chosen', () => {
    expect(
      quizAnswerSummary([
        {
          question: { text: 'Who depends on you?' },
          chosen: [{ label: 'A spouse' }, { label: 'Children' }],
        },
        { question: { text: 'Own a home?' }, chosen: [{ label: 'Yes' }] },
      ]),
    ).toBe('Who depends on you?\n  A spouse; Children\nOwn a home?\n  Yes')
  })

  test('the visitor’s: the result and what it is not, in the firm’s words only', () => {
    const email = quizReportEmail(submission, firm)
    expect(email.subject).toBe('Your report: Do you need a gun trust?')
    expect(email.text).toMatch(/^Hello,\n/)
    expect(email.text).not.toContain('Ada')
    expect(email.text).toContain('Your result: Worth talking through.')
    expect(email.text).toContain('not legal advice')
    expect(email.text).toMatch(/Juniper Hill Law\nPhone \(303\) 555-0142\nhttps:\/\/example\.com$/)
    const withoutContacts = quizReportEmail(submission, { ...firm, contactLines: [] })
    expect(withoutContacts.text).toMatch(/Juniper Hill Law\nhttps:\/\/example\.com$/)
  })

  test('the office’s: who, the result, the answers and where to find it; no typed words in the subject', () => {
    const notice = quizSubmissionNotice(
      { ...submission, name: 'Subject: forged', total: 7, answerSummary: 'Q?\n  A' },
      'https://example.com/admin/collections/quiz-submissions/3',
    )
    expect(notice.subject).toBe(
      'Quiz report sent: Do you need a gun trust? (Worth talking through)',
    )
    expect(notice.text).toContain('Result: Worth talking through (7 points)')
    expect(notice.text).toContain('Q?\n  A')
    expect(notice.text).toContain('/admin/collections/quiz-submissions/3')
    expect(
      quizSubmissionNotice({ ...submission, name: '', total: 0, answerSummary: '' }, 'x').text,
    ).toMatch(/^Name: not given\n/)
  })
})
