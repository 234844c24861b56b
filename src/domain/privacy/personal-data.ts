import { z } from 'zod'

import { firmDateStamp } from '../text/firm-dates'

const AddressSchema = z.string().trim().max(254).pipe(z.email())

/**
 * The e-mail address staff typed to look a person up, trimmed and in lower case, or null when it
 * is not one address (an address matches whatever its case: people type theirs both ways).
 */
export function parsePersonAddress(input: unknown): string | null {
  const parsed = AddressSchema.safeParse(input)
  return parsed.success ? parsed.data.toLowerCase() : null
}

/** Whether a stored address is `address` (already parsed), whatever the case of its letters. */
export function isPersonAddress(stored: string, address: string): boolean {
  return stored.trim().toLowerCase() === address
}

// Characters an address's local part or domain may hold next to it: `ann@example.com` inside
// `joann@example.com` or `ann@example.com.au` is someone else's address.
const addressCharacter = /[\w.!#$%&'*+/=?^`{|}~-]/

/** Whether the address that ended just before `index` ends there (a full stop may end a sentence). */
function endsAt(text: string, index: number): boolean {
  const next = text.charAt(index)
  if (!addressCharacter.test(next)) return true
  return next === '.' && !addressCharacter.test(text.charAt(index + 1))
}

/**
 * Whether a raw e-mail message (RFC 822 text, as the outbox stores it) carries `address` (already
 * parsed) as a whole address: in a header or in a text body, also across a quoted-printable soft
 * line break. Attachments (base64) are not read.
 */
export function messageCarriesAddress(rawMessage: string, address: string): boolean {
  const text = rawMessage.replace(/=\r?\n/g, '').toLowerCase()
  for (let at = text.indexOf(address); at !== -1; at = text.indexOf(address, at + 1)) {
    const startsHere = !addressCharacter.test(text.charAt(at - 1))
    if (startsHere && endsAt(text, at + address.length)) return true
  }
  return false
}

/** Where an e-mail job about a record stands, as staff read it. */
export type EmailJobState = 'sent' | 'given up' | 'waiting'

/** A job is sent once completed, given up once the queue stopped retrying, else waiting. */
export function emailJobState(job: { isSent: boolean; hasFailed: boolean }): EmailJobState {
  if (job.isSent) return 'sent'
  return job.hasFailed ? 'given up' : 'waiting'
}

/**
 * The download's file name for one person's data, e.g.
 * "personal-data-ann-at-example-com-2026-11-26.json": whose it is and when it was made.
 */
export function personalDataFileName(
  address: string,
  generatedAt: Date,
  extension: 'json' | 'pdf',
): string {
  const who = address
    .replace('@', '-at-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `personal-data-${who}-${firmDateStamp(generatedAt)}.${extension}`
}

/** How many of each kind one deletion of a person's data removed: all its record keeps. */
export type PersonalDataDeletionCounts = {
  inquiries: number
  quizSubmissions: number
  emailJobs: number
  outboxMessages: number
}

/** The admin's Personal data screen (`payload.config.ts` registers it there). */
export const personalDataScreenPath = '/admin/personal-data'

const countKeys = ['inquiries', 'quizSubmissions', 'emailJobs', 'outboxMessages'] as const

/** The query that tells the Personal data screen, after a deletion, what went (never whose). */
export function deletionQuery(counts: PersonalDataDeletionCounts): string {
  return new URLSearchParams(countKeys.map((key) => [key, String(counts[key])])).toString()
}

/** The counts `deletionQuery` wrote into the screen's query, or null when it holds none. */
export function deletionCountsOf(
  query: Record<string, string | string[] | undefined>,
): PersonalDataDeletionCounts | null {
  const counts: Partial<PersonalDataDeletionCounts> = {}
  for (const key of countKeys) {
    const value = query[key]
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null
    counts[key] = Number(value)
  }
  return counts as PersonalDataDeletionCounts
}
