import { describe, expect, test } from 'vitest'

import { dateInWords, firmDateStamp } from './firm-dates'

describe('dates in words', () => {
  test('a date is the date in Colorado, in words', () => {
    expect(dateInWords(new Date('2026-03-10T15:00:00.000Z'))).toBe('March 10, 2026')
  })

  test('late evening in Colorado is still that day, though it is the next day in UTC', () => {
    expect(dateInWords(new Date('2026-11-25T04:30:00.000Z'))).toBe('November 24, 2026')
  })

  test('a file name’s date is the date in Colorado, as year-month-day', () => {
    expect(firmDateStamp(new Date('2026-03-10T15:00:00.000Z'))).toBe('2026-03-10')
    expect(firmDateStamp(new Date('2026-11-25T04:30:00.000Z'))).toBe('2026-11-24')
  })
})
