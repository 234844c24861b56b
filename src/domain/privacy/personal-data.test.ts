import { describe, expect, test } from 'vitest'

import {
  deletionCountsOf,
  deletionQuery,
  emailJobState,
  isPersonAddress,
  messageCarriesAddress,
  parsePersonAddress,
  personalDataFileName,
} from './personal-data'

describe('the address staff look up', () => {
  test.each([
    ['  Ann@Example.COM ', 'ann@example.com'],
    ['ann@example.com', 'ann@example.com'],
    ['not an address', null],
    ['ann@example.com, bob@example.com', null],
    ['', null],
    [42, null],
    [`${'a'.repeat(250)}@example.com`, null],
  ])('%j is %j', (input, expected) => expect(parsePersonAddress(input)).toBe(expected))

  test('a stored address matches whatever its case, and only as a whole', () => {
    expect(isPersonAddress('Ann@Example.com', 'ann@example.com')).toBe(true)
    expect(isPersonAddress('joann@example.com', 'ann@example.com')).toBe(false)
  })
})

describe('an outbox message carrying the address', () => {
  const address = 'ann@example.com'
  test.each([
    ['To: ann@example.com\n\nHello', true],
    ['Reply-To: "Ann" <ANN@example.com>\n', true],
    ['Write to ann@example.com.', true],
    ['ann@example.com', true],
    ['Body: ann@exam=\nple.com here', true],
    ['To: joann@example.com\n', false],
    ['To: ann@example.com.au\n', false],
    ['To: ann@example.community\n', false],
    ['To: someone@example.com\n', false],
    ['To: joann@example.com, ann@example.com\n', true],
  ])('%j: %s', (message, expected) =>
    expect(messageCarriesAddress(message, address)).toBe(expected),
  )
})

test.each([
  [{ isSent: true, hasFailed: false }, 'sent'],
  [{ isSent: false, hasFailed: true }, 'given up'],
  [{ isSent: false, hasFailed: false }, 'waiting'],
] as const)('a job %j is %s', (job, state) => expect(emailJobState(job)).toBe(state))

test('the download is named by whose data and the day in Colorado', () => {
  const lateEvening = new Date('2026-11-27T05:00:00Z')
  expect(personalDataFileName('ann.lee+law@example.com', lateEvening, 'json')).toBe(
    'personal-data-ann-lee-law-at-example-com-2026-11-26.json',
  )
  expect(personalDataFileName('ann@example.com', lateEvening, 'pdf')).toBe(
    'personal-data-ann-at-example-com-2026-11-26.pdf',
  )
})

describe('what a deletion tells the screen', () => {
  const counts = { inquiries: 2, quizSubmissions: 1, emailJobs: 3, outboxMessages: 0 }
  test('the counts go there and back, and nothing else', () => {
    const query = deletionQuery(counts)
    expect(query).toBe('inquiries=2&quizSubmissions=1&emailJobs=3&outboxMessages=0')
    expect(deletionCountsOf(Object.fromEntries(new URLSearchParams(query)))).toEqual(counts)
  })
  test.each([
    [{}],
    [{ inquiries: '2', quizSubmissions: '1', emailJobs: '3' }],
    [{ inquiries: 'x', quizSubmissions: '1', emailJobs: '3', outboxMessages: '0' }],
    [{ inquiries: ['1', '2'], quizSubmissions: '1', emailJobs: '3', outboxMessages: '0' }],
  ])('a query without all four counts (%j) tells nothing', (query) =>
    expect(deletionCountsOf(query)).toBeNull(),
  )
})
