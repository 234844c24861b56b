import { describe, expect, test } from 'vitest'

import { dateInWords, dateTimeInWords, firmDateStamp } from './firm-dates'

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

describe('moments in words', () => {
  test('a moment is the date and time in Colorado', () => {
    // ICU puts a narrow no-break space before AM/PM.
    expect(dateTimeInWords(new Date('2026-11-26T17:15:00.000Z'))).toMatch(
      /^Nov 26, 2026, 10:15\sAM$/u,
    )
  })
})
