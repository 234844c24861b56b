import { z } from 'zod'

import { firmTimeZone } from '../text/firm-dates'
import { searchIndices, searchLimits, viewBatchSize, type SearchIndexName } from './search-limits'

/** What is counted per day, and how staff read it. */
export const searchStatKinds = [
  { value: 'query', label: 'Searches' },
  { value: 'zeroResults', label: 'Searches that found nothing' },
  { value: 'view', label: 'Results shown' },
  { value: 'click', label: 'Results opened' },
] as const
export type SearchStatKind = (typeof searchStatKinds)[number]['value']

const typedKinds: ReadonlySet<SearchStatKind> = new Set(['query', 'zeroResults'])

/**
 * Whether the terms of `kind` are text a visitor typed (a query), rather than ids of records the
 * server found in its index: typed terms are the ones a stranger can fill with words of their own.
 */
export function isTypedKind(kind: SearchStatKind): boolean {
  return typedKinds.has(kind)
}

/**
 * The fewest visitors (each counted once a day, summed over the report's days) a term of `kind`
 * needs before the staff's report lists it: two for typed text, so that no single visitor can put
 * words of their choosing in front of staff; one for results, whose labels are the firm's titles.
 */
export function reportMinimumVisitors(kind: SearchStatKind): number {
  return isTypedKind(kind) ? 2 : 1
}

/** Characters of a query kept for the counts: enough to read it, too few for a letter. */
export const countedQueryLength = 100

const objectID = z.string().min(1).max(100)

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('view'), objectIDs: z.array(objectID).min(1).max(viewBatchSize) }),
  z.object({ type: z.literal('click'), objectID }),
  z.object({
    type: z.literal('query'),
    indexName: z.enum(Object.keys(searchIndices) as [SearchIndexName, ...SearchIndexName[]]),
    query: z.string().max(searchLimits.queryLength),
  }),
])

const bodySchema = z.object({ events: z.array(eventSchema).min(1).max(10) })

export type SearchEvent = z.infer<typeof eventSchema>

/** One count to add: a kind, what it counts (a normalised query or a record id) and its label. */
export type SearchStatIncrement = { kind: SearchStatKind; term: string; label: string }

/** The events of a body, or null when it is not a list of 1–10 well-formed events. */
export function parseSearchEvents(body: unknown): SearchEvent[] | null {
  const parsed = bodySchema.safeParse(body)
  return parsed.success ? parsed.data.events : null
}

/** A query as it is counted: trimmed, single-spaced, lower case, at most 100 characters. */
export function countedQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, countedQueryLength).trimEnd()
}

/** What the events add to the counts; ids of records that no longer exist count for nothing. */
export async function searchStatIncrements(
  events: readonly SearchEvent[],
  lookup: {
    titleOf: (objectID: string) => string | undefined
    findsNothing: (indexName: SearchIndexName, query: string) => Promise<boolean>
  },
): Promise<SearchStatIncrement[]> {
  const increments: SearchStatIncrement[] = []
  const hit = (kind: SearchStatKind, id: string) => {
    const title = lookup.titleOf(id)
    if (title !== undefined) increments.push({ kind, term: id, label: title })
  }
  for (const event of events) {
    if (event.type === 'view') for (const id of new Set(event.objectIDs)) hit('view', id)
    else if (event.type === 'click') hit('click', event.objectID)
    else {
      const term = countedQuery(event.query)
      if (!term) continue
      increments.push({ kind: 'query', term, label: term })
      if (await lookup.findsNothing(event.indexName, event.query)) {
        increments.push({ kind: 'zeroResults', term, label: term })
      }
    }
  }
  return increments
}

/** The firm's calendar day of `date` (Colorado), as the counts are kept: "2026-11-24". */
export function firmDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: firmTimeZone }).format(date)
}

/** The first firm day of the last `days` days up to `now`, today included. */
export function firstDayOfLast(days: number, now: Date): string {
  return firmDay(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000))
}
