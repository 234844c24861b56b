import type { Payload } from 'payload'

import { searchReportDays, topSearchStats, type SearchStatTotal } from '@/data/search-stats'
import type { SearchStatKind } from '@/domain/search/search-events'

import { AdminReport } from './admin-report'

const sections: { kind: SearchStatKind; heading: string; empty: string }[] = [
  { kind: 'query', heading: 'Top searches', empty: 'No searches yet.' },
  {
    kind: 'zeroResults',
    heading: 'Searches that found nothing: content to write',
    empty: 'Every search found something.',
  },
  { kind: 'click', heading: 'Most opened results', empty: 'No results opened yet.' },
]

function Totals({ rows, empty }: { rows: SearchStatTotal[]; empty: string }) {
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <ol>
      {rows.map((row) => (
        <li key={row.term}>
          {row.label} — {row.total}
        </li>
      ))}
    </ol>
  )
}

/**
 * Above the search statistics list in the admin: the top searches, the searches that found
 * nothing and the most opened results of the last 30 days, by visitors summed over the days.
 */
export async function SearchReport({ payload }: { payload: Payload }) {
  const totals = await Promise.all(
    sections.map((section) => topSearchStats(payload, section.kind, searchReportDays)),
  )
  return (
    <AdminReport
      id="search-report-heading"
      heading={`Last ${searchReportDays} days`}
      intro="Numbers are visitors, each counted once a day. A search is listed once two visitors made it, so no one visitor can put words of their own here."
    >
      {sections.map((section, index) => (
        <div key={section.kind}>
          <h3>{section.heading}</h3>
          <Totals rows={totals[index] ?? []} empty={section.empty} />
        </div>
      ))}
    </AdminReport>
  )
}
