import { expect, test } from 'vitest'

import { futurePublishedDateProblem } from './published-date'

const now = new Date('2026-11-29T15:00:00.000Z')

test.each([
  ['a draft dated ahead', '2026-12-25T09:00:00.000Z', false],
  ['a post with no date yet', null, true],
  ['a post dated today', '2026-11-29T09:00:00.000Z', true],
  ['a clock a few minutes fast', '2026-11-29T15:04:00.000Z', true],
  ['a date that is not one', 'not a date', true],
])('%s can be saved', (_case, publishedAt, isPublishing) => {
  expect(futurePublishedDateProblem(publishedAt, isPublishing, now)).toBeNull()
})

test.each([
  ['tomorrow', '2026-11-30T09:00:00.000Z'],
  ['a Date an hour ahead', new Date('2026-11-29T16:00:00.000Z')],
])('a post published with a date %s is refused, pointing to Schedule Publish', (_case, date) => {
  expect(futurePublishedDateProblem(date, true, now)).toMatch(/Schedule Publish/)
})
