import { describe, expect, test } from 'vitest'

import {
  defaultRetentionPeriods,
  retentionCutoff,
  retentionCutoffDay,
  retentionSentences,
} from './retention'

describe('retentionCutoff', () => {
  test('goes back whole calendar months, keeping the time of day', () => {
    expect(retentionCutoff(new Date('2026-11-26T20:15:30.250Z'), 12).toISOString()).toBe(
      '2025-11-26T20:15:30.250Z',
    )
    expect(retentionCutoff(new Date('2026-02-10T00:00:00Z'), 3).toISOString()).toBe(
      '2025-11-10T00:00:00.000Z',
    )
  })

  test('a day the earlier month lacks becomes that month’s last day', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(retentionCutoff(new Date('2028-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    )
    expect(retentionCutoff(new Date('2026-12-31T08:00:00Z'), 24).toISOString()).toBe(
      '2024-12-31T08:00:00.000Z',
    )
  })
})

test('the cutoff day of daily counts is the firm’s (Colorado) calendar day', () => {
  // 02:00 UTC on 1 December is still 30 November in Colorado.
  expect(retentionCutoffDay(new Date('2026-12-01T02:00:00Z'), 24)).toBe('2024-11-30')
})

describe('retentionSentences', () => {
  test('print the settings’ periods', () => {
    const sentences = retentionSentences(defaultRetentionPeriods)
    expect(sentences[0]).toBe(
      'Messages from people who do not become clients are deleted 12 months after they arrive.',
    )
    expect(sentences[1]).toContain('after 12 months')
    expect(sentences[2]).toContain('after 24 months')
    expect(sentences).toContain('Server logs are deleted after 30 days.')
  })

  test('say "1 month", not "1 months"', () => {
    const sentences = retentionSentences({
      inquiryMonths: 1,
      quizSubmissionMonths: 18,
      statisticsMonths: 1,
    })
    expect(sentences[0]).toContain('deleted 1 month after')
    expect(sentences[1]).toContain('after 18 months')
    expect(sentences[2]).toContain('after 1 month.')
  })
})
