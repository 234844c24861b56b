import Link from 'next/link'
import type { Payload } from 'payload'

import {
  listMissedOnce,
  listMissedPages,
  reportDays,
  type MissedOnceRow,
  type MissedPageReportRow,
} from '@/data/missed-pages'
import type { MissSource } from '@/domain/http/missed-pages'
import { newRedirectHref } from '@/domain/staff/admin-links'
import { dateTimeInWords } from '@/domain/text/firm-dates'

import { AdminReport } from './admin-report'

const sections: { source: MissSource; heading: string; countLabel: string; empty: string }[] = [
  {
    source: 'visitor',
    heading: 'Missed by visitors',
    countLabel: 'Visitors',
    empty:
      'No address was missed by two visitors or more yet. An address is listed once two different visitors asked for it, so an address you try yourself shows only under “Seen once” below.',
  },
  {
    source: 'bot',
    heading: 'Missed by search engines and other bots',
    countLabel: 'Bot visits',
    empty: 'No address was missed by bots twice or more.',
  },
]

const cell = {
  padding: '0.5rem 0.75rem 0.5rem 0',
  textAlign: 'left',
  verticalAlign: 'top',
} as const

function referrersOf(row: MissedPageReportRow) {
  const parts = [...row.referrerHosts]
  if (row.hasDirectMisses) parts.push('no referrer')
  return parts.join(', ')
}

function MissedPagesTable({
  rows,
  heading,
  countLabel,
  adminRoute,
}: {
  rows: MissedPageReportRow[]
  heading: string
  countLabel: string
  adminRoute: string
}) {
  return (
    // A table wider than a phone scrolls in its own region, reachable by keyboard.
    <div role="region" aria-label={heading} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Address
            </th>
            <th scope="col" style={cell}>
              {countLabel}
            </th>
            <th scope="col" style={cell}>
              Last seen (Colorado)
            </th>
            <th scope="col" style={cell}>
              Referred from
            </th>
            <th scope="col" style={cell}>
              Redirect
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
              <th scope="row" style={{ ...cell, fontWeight: 'normal', wordBreak: 'break-all' }}>
                <code>{row.path}</code>
              </th>
              <td style={cell}>{row.total}</td>
              <td style={cell}>{dateTimeInWords(row.lastSeenAt)}</td>
              <td style={cell}>{referrersOf(row)}</td>
              <td style={cell}>
                {row.redirectsTo ? (
                  <>
                    Goes to <code>{row.redirectsTo}</code>
                  </>
                ) : (
                  <Link
                    href={newRedirectHref(adminRoute, row.path)}
                    prefetch={false}
                    aria-label={`Create a redirect from ${row.path}`}
                  >
                    Create redirect
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Addresses one visitor missed, staff's own tries included: listed as text to recognise, neither
 * counted nor offered a redirect, since anyone can type an address.
 */
function SeenOnce({ rows }: { rows: MissedOnceRow[] }) {
  return (
    <details style={{ gridColumn: '1 / -1' }}>
      <summary>Seen once, not counted ({rows.length})</summary>
      <p>
        Addresses a single visitor asked for, such as one you tried yourself. Anyone can type an
        address, so these are not counted; one that a second visitor asks for moves up to the list
        above.
      </p>
      {rows.length === 0 ? (
        <p>None in the last {reportDays} days.</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.path} style={{ wordBreak: 'break-all' }}>
              <code>{row.path}</code> — last seen {dateTimeInWords(row.lastSeenAt)}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}

/**
 * Above the missed pages list in the admin (issue 26): the addresses visitors, then bots, asked
 * for in the last 30 days that the site does not have, most missed first, each with when it was
 * last asked for, the sites that link to it, and a link that opens a new redirect from it.
 */
export async function MissedPagesReport({ payload }: { payload: Payload }) {
  const adminRoute = payload.config.routes.admin
  const [seenOnce, ...reports] = await Promise.all([
    listMissedOnce(payload, 'visitor'),
    ...sections.map((section) => listMissedPages(payload, section.source)),
  ])
  return (
    <AdminReport
      id="missed-pages-report-heading"
      heading={`Last ${reportDays} days`}
      intro="Addresses the site answered with “page not found”. Numbers are visitors, each counted once a day; an address is listed once it was missed twice, so no one visitor can put an address of their own here. Give an old address a redirect to the page that replaced it."
    >
      {sections.map((section, index) => {
        const rows = reports[index] ?? []
        return (
          <div key={section.source} style={{ gridColumn: '1 / -1' }}>
            <h3>{section.heading}</h3>
            {rows.length === 0 ? (
              <p>{section.empty}</p>
            ) : (
              <MissedPagesTable
                rows={rows}
                heading={section.heading}
                countLabel={section.countLabel}
                adminRoute={adminRoute}
              />
            )}
          </div>
        )
      })}
      <SeenOnce rows={seenOnce ?? []} />
    </AdminReport>
  )
}
