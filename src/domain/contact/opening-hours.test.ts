import { describe, expect, test } from 'vitest'

import {
  describeOpeningHours,
  formatClockTime,
  parseClockTime,
  toOpeningHoursSpecification,
  type OpeningHoursDay,
} from './opening-hours'

const firmHours: OpeningHoursDay[] = [
  ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({
    day,
    status: 'open' as const,
    opens: '09:00',
    closes: '17:00',
  })),
  { day: 'Saturday', status: 'byAppointment' },
  { day: 'Sunday', status: 'closed' },
]

test.each([
  ['09:00', '9:00 AM'],
  ['12:00', '12:00 PM'],
  ['00:30', '12:30 AM'],
  ['17:45', '5:45 PM'],
])('%s reads as %s', (time, text) => expect(formatClockTime(time)).toBe(text))

test('joins weekdays with the same hours into one line', () => {
  expect(describeOpeningHours(firmHours)).toEqual([
    { days: 'Monday – Friday', hours: '9:00 AM – 5:00 PM' },
    { days: 'Saturday', hours: 'By appointment' },
    { days: 'Sunday', hours: 'Closed' },
  ])
})

test('does not join days that are not next to each other', () => {
  const lines = describeOpeningHours([
    { day: 'Monday', status: 'open', opens: '09:00', closes: '17:00' },
    { day: 'Wednesday', status: 'open', opens: '09:00', closes: '17:00' },
  ])
  expect(lines.map((line) => line.days)).toEqual(['Monday', 'Wednesday'])
})

test('states fixed hours for open days only, never for Saturday by appointment', () => {
  expect(toOpeningHoursSpecification(firmHours)).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
        (day) => `https://schema.org/${day}`,
      ),
      opens: '09:00',
      closes: '17:00',
    },
  ])
})

test('groups days with different hours separately', () => {
  const specs = toOpeningHoursSpecification([
    { day: 'Monday', status: 'open', opens: '09:00', closes: '17:00' },
    { day: 'Tuesday', status: 'open', opens: '10:00', closes: '14:00' },
    { day: 'Wednesday', status: 'open', opens: null, closes: null },
  ])
  expect(specs.map((spec) => [spec.dayOfWeek.length, spec.opens])).toEqual([
    [1, '09:00'],
    [1, '10:00'],
  ])
})

test('an open day without both times says "Open" rather than inventing hours', () => {
  expect(describeOpeningHours([{ day: 'Monday', status: 'open', opens: '09:00' }])).toEqual([
    { days: 'Monday', hours: 'Open' },
  ])
})

describe('a time as people type it', () => {
  test.each([
    ['8:30 AM', '08:30'],
    ['8:30am', '08:30'],
    ['8.30 a.m.', '08:30'],
    ['3 pm', '15:00'],
    ['3PM', '15:00'],
    ['12 pm', '12:00'],
    ['12:15 am', '00:15'],
    ['15:00', '15:00'],
    ['09:00', '09:00'],
    ['9', '09:00'],
    ['5', '17:00'],
    ['5:30', '17:30'],
    ['0800', '08:00'],
    [' 17h30 ', '17:30'],
    ['noon', '12:00'],
    ['Midnight', '00:00'],
    ['midday', '12:00'],
  ])('%j is %s', (typed, time) => {
    expect(parseClockTime(typed)).toBe(time)
  })

  test.each(['', 'nine', '25:00', '9:75', '13 pm', '0 am', 'closed', '9:00 xm'])(
    '%j is not a time',
    (typed) => {
      expect(parseClockTime(typed)).toBeNull()
    },
  )
})
