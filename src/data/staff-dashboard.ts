import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { dashboardVisitAfterView, type DashboardVisit } from '@/domain/staff/dashboard-visit'
import { initialsOf } from '@/domain/staff/initials'

import { countMissedPagesSince } from './missed-pages'
import { countReportedZeroResultSearchesSince } from './search-stats'

const StoredVisitSchema = z.object({
  updatedAt: z.string().nullish(),
  dashboardVisit: z
    .object({ lastSeenAt: z.string().nullish(), countsSince: z.string().nullish() })
    .nullish(),
})

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null)

/**
 * Marks that staff member `userId` viewed the dashboard at `now`, and gives the visit it belongs
 * to (what "since your last visit" counts from). Written through the database adapter: the
 * fields are no request's to read or set, and a view should not change the account's `updatedAt`
 * nor expire the public site's cache of author profiles.
 */
export async function recordDashboardVisit(
  payload: Payload,
  userId: number,
  now = new Date(),
): Promise<DashboardVisit> {
  const account: unknown = await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { dashboardVisit: true, updatedAt: true },
  })
  const parsed = StoredVisitSchema.safeParse(account)
  const stored = parsed.success ? parsed.data.dashboardVisit : null
  const updatedAt = parsed.success ? parsed.data.updatedAt : null
  const visit = dashboardVisitAfterView(
    { lastSeenAt: dateOrNull(stored?.lastSeenAt), countsSince: dateOrNull(stored?.countsSince) },
    now,
  )
  await payload.db.updateOne({
    collection: 'users',
    where: { id: { equals: userId } },
    data: {
      dashboardVisit: {
        lastSeenAt: visit.lastSeenAt?.toISOString() ?? null,
        countsSince: visit.countsSince.toISOString(),
      },
      // The adapter would set it to now: the account itself did not change.
      ...(updatedAt ? { updatedAt } : {}),
    },
    returning: false,
  })
  return visit
}

/** A publish or unpublish staff scheduled, still to come. */
export type ScheduledChange = {
  collection: 'pages' | 'posts' | 'quizzes'
  id: number
  title: string
  isPublish: boolean
  at: Date
}

/** What the dashboard asks the attorney to act on, counted since `since`. */
export type AttentionCounts = {
  inquiries: number
  quizSubmissions: number
  /** Searches that found nothing the search report lists, first counted on a day since. */
  zeroResultSearches: number
  /** Addresses of the missed pages report asked for since, without a redirect. */
  missedPages: number
  /** The next scheduled publishes and unpublishes, soonest first (at most 10). */
  scheduled: ScheduledChange[]
}

/** A document's id as a job's input holds it: the admin's Schedule drawer writes it as text. */
const DocumentIdSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])

const ScheduleInputSchema = z.object({
  type: z.enum(['publish', 'unpublish']).nullish(),
  doc: z.object({
    relationTo: z.enum(['pages', 'posts', 'quizzes']),
    value: z.union([DocumentIdSchema, z.object({ id: DocumentIdSchema })]),
  }),
})

async function listScheduledChanges(payload: Payload, now: Date): Promise<ScheduledChange[]> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: 'schedulePublish' },
      completedAt: { exists: false },
      hasError: { not_equals: true },
      waitUntil: { greater_than: now.toISOString() },
    },
    select: { input: true, waitUntil: true },
    sort: 'waitUntil',
    depth: 0,
    limit: 10,
    overrideAccess: true,
  })
  const changes = await Promise.all(
    jobs.map(async (job) => {
      const input = ScheduleInputSchema.safeParse(job.input)
      if (!input.success || !job.waitUntil) return null
      const { relationTo: collection, value } = input.data.doc
      const id = typeof value === 'number' ? value : value.id
      const doc = await payload
        .findByID({ collection, id, select: { title: true }, depth: 0, draft: true })
        .catch(() => null)
      if (!doc) return null
      return {
        collection,
        id,
        title: doc.title,
        isPublish: input.data.type !== 'unpublish',
        at: new Date(job.waitUntil),
      }
    }),
  )
  return changes.filter((change) => change !== null)
}

async function countCreatedSince(
  payload: Payload,
  collection: 'inquiries' | 'quiz-submissions',
  since: Date,
) {
  const { totalDocs } = await payload.count({
    collection,
    where: { createdAt: { greater_than: since.toISOString() } },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * The dashboard's counts since `since`: new contact messages and quiz reports, the search report's
 * searches that found nothing (first counted on a day since: a row is a day's), the report's missed pages asked for
 * since, and what is scheduled to publish from `now` on.
 */
export async function attentionCountsSince(
  payload: Payload,
  since: Date,
  now = new Date(),
): Promise<AttentionCounts> {
  const [inquiries, quizSubmissions, zeroResultSearches, missedPages, scheduled] =
    await Promise.all([
      countCreatedSince(payload, 'inquiries', since),
      countCreatedSince(payload, 'quiz-submissions', since),
      countReportedZeroResultSearchesSince(payload, since),
      countMissedPagesSince(payload, since),
      listScheduledChanges(payload, now),
    ])
  return { inquiries, quizSubmissions, zeroResultSearches, missedPages, scheduled }
}

/** What the admin's corner shows of a staff member: the profile photo's address, or initials. */
export type StaffBadge = { initials: string; photoUrl: string | null }

/** The badge of staff member `userId`, or null when there is no such account. */
export async function findStaffBadge(payload: Payload, userId: number): Promise<StaffBadge | null> {
  const user = await payload
    .findByID({
      collection: 'users',
      id: userId,
      select: { name: true, photo: true },
      depth: 1,
      overrideAccess: true,
    })
    .catch(() => null)
  if (!user) return null
  const photo = typeof user.photo === 'object' && user.photo !== null ? user.photo : null
  return {
    initials: initialsOf(user.name),
    photoUrl: photo?.url ?? null,
  }
}
