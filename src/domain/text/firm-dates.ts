/** The firm is in Colorado: the dates it prints (a post's, a report's) are the dates there. */
export const firmTimeZone = 'America/Denver'

/** A date as people read it in Colorado, e.g. "March 10, 2026". */
export function dateInWords(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: firmTimeZone, dateStyle: 'long' }).format(
    date,
  )
}

/** The date in Colorado as year-month-day, for file names, e.g. "2026-03-10". */
export function firmDateStamp(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: firmTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date)
  const { year, month, day } = Object.fromEntries(parts.map((part) => [part.type, part.value]))
  return `${year}-${month}-${day}`
}

/** A moment as staff read it in Colorado, e.g. "Nov 26, 2026, 10:15 AM". */
export function dateTimeInWords(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: firmTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
}
