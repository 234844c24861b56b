export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

export type Weekday = (typeof weekdays)[number]

export type OpeningHoursDay = {
  day: Weekday
  status: 'open' | 'byAppointment' | 'closed'
  /** 24-hour "HH:MM"; present when the office is open. */
  opens?: string | null
  closes?: string | null
}

export type OpeningHoursLine = { days: string; hours: string }

/** "09:00" → "9:00 AM"; "17:30" → "5:30 PM". */
export function formatClockTime(time: string): string {
  const [hourText = '0', minuteText = '00'] = time.split(':')
  const hour = Number(hourText)
  const suffix = hour < 12 ? 'AM' : 'PM'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${hour12}:${minuteText} ${suffix}`
}

function hoursText(day: OpeningHoursDay): string {
  if (day.status === 'closed') return 'Closed'
  if (day.status === 'byAppointment') return 'By appointment'
  if (!day.opens || !day.closes) return 'Open'
  return `${formatClockTime(day.opens)} – ${formatClockTime(day.closes)}`
}

/** Opening hours as reading lines, with runs of consecutive days that share hours joined. */
export function describeOpeningHours(days: ReadonlyArray<OpeningHoursDay>): OpeningHoursLine[] {
  const ordered = [...days].sort((a, b) => weekdays.indexOf(a.day) - weekdays.indexOf(b.day))
  const runs: { first: Weekday; last: Weekday; hours: string }[] = []
  for (const day of ordered) {
    const hours = hoursText(day)
    const previous = runs.at(-1)
    const isNextDay = previous && weekdays.indexOf(day.day) === weekdays.indexOf(previous.last) + 1
    if (previous && isNextDay && previous.hours === hours) previous.last = day.day
    else runs.push({ first: day.day, last: day.day, hours })
  }
  return runs.map(({ first, last, hours }) => ({
    days: first === last ? first : `${first} – ${last}`,
    hours,
  }))
}

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string[]
  opens: string
  closes: string
}

/**
 * schema.org opening hours for the days with fixed hours only: a day "by appointment" has no
 * hours to state, so it is left out rather than given invented ones.
 */
export function toOpeningHoursSpecification(
  days: ReadonlyArray<OpeningHoursDay>,
): OpeningHoursSpecification[] {
  const byHours = new Map<string, OpeningHoursSpecification>()
  for (const day of days) {
    if (day.status !== 'open' || !day.opens || !day.closes) continue
    const key = `${day.opens}-${day.closes}`
    const spec = byHours.get(key) ?? {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [],
      opens: day.opens,
      closes: day.closes,
    }
    spec.dayOfWeek.push(`https://schema.org/${day.day}`)
    byHours.set(key, spec)
  }
  return [...byHours.values()]
}

/**
 * A time as people type it ("8:30 AM", "8.30am", "3 pm", "15:00", "9", "noon") as 24-hour
 * "HH:MM", or null when it is not a time of day. A bare hour from 1 to 7 is afternoon (an office
 * opening at 3 means 3 PM), 8 to 12 as written.
 */
export function parseClockTime(text: string): string | null {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ')
  if (typed === 'noon' || typed === 'midday') return '12:00'
  if (typed === 'midnight') return '00:00'
  const match = /^(\d{1,2})(?:[:.h ]?(\d{2}))? ?(a\.?m\.?|p\.?m\.?)?$/.exec(typed)
  if (!match) return null
  const [, hourText = '', minuteText = '00', suffix] = match
  const hour = Number(hourText)
  const minute = Number(minuteText)
  if (minute > 59) return null
  const pad = (value: number) => String(value).padStart(2, '0')
  if (suffix) {
    if (hour < 1 || hour > 12) return null
    const isAfternoon = suffix.startsWith('p')
    return `${pad((hour % 12) + (isAfternoon ? 12 : 0))}:${pad(minute)}`
  }
  if (hour > 23) return null
  const isBareAfternoonHour = hourText.length === 1 && hour >= 1 && hour <= 7
  return `${pad(isBareAfternoonHour ? hour + 12 : hour)}:${pad(minute)}`
}
