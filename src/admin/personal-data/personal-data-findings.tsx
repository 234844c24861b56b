import Link from 'next/link'

import type { PersonalData } from '@/data/personal-data'
import { emailJobSummariesOf, recordSummariesOf } from '@/data/personal-data-summary'
import { personalDataScreenPath } from '@/domain/privacy/personal-data'
import { isOutboxMode } from '@/lib/email/outbox'

import { AddressPostButton } from './personal-data-forms'
import {
  OutboxMessagesTable,
  PersonEmailJobsTable,
  PersonRecordsTable,
} from './personal-data-tables'

/** What the site keeps for one address, with the export buttons and the way to delete it. */
export function Findings({ found, adminRoute }: { found: PersonalData; adminRoute: string }) {
  const records = recordSummariesOf(found)
  const jobs = emailJobSummariesOf(found)
  const hasAny = records.length > 0 || found.outboxMessages.length > 0
  const confirmHref = `${personalDataScreenPath}?${new URLSearchParams({ email: found.address, step: 'confirm' })}`
  return (
    <section aria-labelledby="personal-data-found">
      <h2 id="personal-data-found">What the site keeps for {found.address}</h2>
      {hasAny ? null : <p>Nothing the site keeps carries this address.</p>}
      <h3>Inquiries and quiz submissions ({records.length})</h3>
      {records.length > 0 ? (
        <PersonRecordsTable records={records} adminRoute={adminRoute} />
      ) : (
        <p>None.</p>
      )}
      <h3>E-mail jobs ({jobs.length})</h3>
      {jobs.length > 0 ? <PersonEmailJobsTable jobs={jobs} /> : <p>None.</p>}
      {isOutboxMode ? (
        <>
          <h3>Stored e-mails in the outbox ({found.outboxMessages.length})</h3>
          {found.outboxMessages.length > 0 ? (
            <OutboxMessagesTable messages={found.outboxMessages} />
          ) : (
            <p>None.</p>
          )}
        </>
      ) : null}
      <h3>Export</h3>
      <p>
        A copy for the person who asked: every field of each record, and the e-mails about them.
      </p>
      <AddressPostButton
        action="/next/personal-data/export"
        address={found.address}
        format="json"
        label="Download JSON"
      />
      <AddressPostButton
        action="/next/personal-data/export"
        address={found.address}
        format="pdf"
        label="Download PDF"
      />
      {hasAny ? (
        <>
          <h3>Delete</h3>
          <p>
            <Link href={confirmHref} prefetch={false}>
              Delete all of it…
            </Link>{' '}
            (you confirm on the next screen)
          </p>
        </>
      ) : null}
    </section>
  )
}
