/** The firm is in Colorado: the dates it prints (a post's, a report's) are the dates there. */
export const firmTimeZone = 'America/Denver'

/** A date as people read it in Colorado, e.g. "March 10, 2026". */
export function dateInWords(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: firmTimeZone, dateStyle: 'long' }).format(
    date,
  )
}
