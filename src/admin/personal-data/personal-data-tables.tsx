import Link from 'next/link'

import type { PersonEmailJobSummary, PersonRecordSummary } from '@/data/personal-data-summary'
import { dateTimeInWords } from '@/domain/text/firm-dates'
import type { OutboxMessage } from '@/lib/email/outbox'

const cell = {
  padding: '0.5rem 0.75rem 0.5rem 0',
  textAlign: 'left',
  verticalAlign: 'top',
} as const

const rowStyle = { borderTop: '1px solid var(--theme-elevation-150)' }

/** A table that scrolls in its own region, reachable by keyboard, when wider than the screen. */
function ScrollingTable({
  label,
  headings,
  children,
}: {
  label: string
  headings: string[]
  children: React.ReactNode
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

const when = (value: string | null) => (value ? dateTimeInWords(new Date(value)) : '—')

/** The person's inquiries and quiz submissions, each with a link to its page in the admin. */
export function PersonRecordsTable({
  records,
  adminRoute,
}: {
  records: PersonRecordSummary[]
  adminRoute: string
}) {
  return (
    <ScrollingTable
      label="Inquiries and quiz submissions"
      headings={['Received (Colorado)', 'Kind', 'About', 'Status', 'Record']}
    >
      {records.map((record) => (
        <tr key={`${record.collection}-${record.id}`} style={rowStyle}>
          <td style={cell}>{when(record.receivedAt)}</td>
          <td style={cell}>{record.kind}</td>
          <td style={cell}>{record.about}</td>
          <td style={cell}>{record.status}</td>
          <td style={cell}>
            <Link
              href={`${adminRoute}/collections/${record.collection}/${record.id}`}
              prefetch={false}
            >
              Open {record.kind.toLowerCase()} {record.id}
            </Link>
          </td>
        </tr>
      ))}
    </ScrollingTable>
  )
}

/** The e-mail jobs queued about the person's records: sent, waiting or given up. */
export function PersonEmailJobsTable({ jobs }: { jobs: PersonEmailJobSummary[] }) {
  return (
    <ScrollingTable label="E-mail jobs" headings={['About', 'State', 'Queued', 'Sent']}>
      {jobs.map((job) => (
        <tr key={job.id} style={rowStyle}>
          <td style={cell}>{job.about}</td>
          <td style={cell}>{job.state}</td>
          <td style={cell}>{when(job.queuedAt)}</td>
          <td style={cell}>{when(job.completedAt)}</td>
        </tr>
      ))}
    </ScrollingTable>
  )
}

/** The e-mails the outbox keeps that carry the address. */
export function OutboxMessagesTable({ messages }: { messages: OutboxMessage[] }) {
  return (
    <ScrollingTable label="Stored e-mails" headings={['Subject', 'Written', 'File']}>
      {messages.map((message) => (
        <tr key={message.file} style={rowStyle}>
          <td style={cell}>{message.subject}</td>
          <td style={cell}>{dateTimeInWords(message.writtenAt)}</td>
          <td style={{ ...cell, wordBreak: 'break-all' }}>
            <code>{message.file}</code>
          </td>
        </tr>
      ))}
    </ScrollingTable>
  )
}
