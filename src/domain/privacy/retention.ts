import { firmDay } from '../search/search-events'

/**
 * How long the site keeps what visitors leave, in months (site settings, issue 28). The privacy
 * page prints these numbers and the daily retention job deletes by them, so the two cannot drift.
 */
export type RetentionPeriods = {
  /** Contact messages from people who did not become clients. */
  inquiryMonths: number
  /** Quiz answers and the reports e-mailed from them. */
  quizSubmissionMonths: number
  /** Search counts and missed-page counts (no personal data). */
  statisticsMonths: number
}

export const defaultRetentionPeriods: RetentionPeriods = {
  inquiryMonths: 12,
  quizSubmissionMonths: 12,
  statisticsMonths: 24,
}

/** The bounds staff may choose from, in months. */
export const retentionMonthsRange = { min: 1, max: 120 } as const

/**
 * How long the server's logs are kept: set where the site runs (docs/deploy.md rotates them after
 * 30 days), not by the site itself, so it is not a setting.
 */
export const serverLogRetentionDays = 30

/**
 * The moment `months` calendar months before `now`: what was stored before it is past its
 * period. A day the earlier month lacks falls to that month's last day (31 March − 1 month is
 * 28 or 29 February).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  )
}

/** The first firm day (Colorado, "2026-11-26") still kept for counts kept per day. */
export function retentionCutoffDay(now: Date, months: number): string {
  return firmDay(retentionCutoff(now, months))
}

function monthsInWords(months: number): string {
  return months === 1 ? '1 month' : `${months} months`
}

/** The privacy policy's sentences on how long things are kept, from the settings' periods. */
export function retentionSentences(periods: RetentionPeriods): string[] {
  return [
    `Messages from people who do not become clients are deleted ${monthsInWords(periods.inquiryMonths)} after they arrive.`,
    `Quiz answers and the reports we e-mail from them are deleted after ${monthsInWords(periods.quizSubmissionMonths)}, unless you become a client.`,
    `Counts of what visitors searched for and of pages they could not find name no one; they are deleted after ${monthsInWords(periods.statisticsMonths)}.`,
    `Server logs are deleted after ${serverLogRetentionDays} days.`,
    'Client files are kept for as long as your engagement letter says.',
  ]
}
