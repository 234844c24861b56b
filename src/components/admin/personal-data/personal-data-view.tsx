import { DefaultTemplate } from '@payloadcms/next/templates'
import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { findPersonalData, type PersonalData } from '@/data/personal-data'
import {
  deletionCountsOf,
  parsePersonAddress,
  personalDataScreenPath,
  type PersonalDataDeletionCounts,
} from '@/domain/privacy/personal-data'
import { isOutboxMode } from '@/lib/email/outbox'

import { inputStyle } from '../admin-input-style'
import { emailJobSummariesOf, recordSummariesOf } from './personal-data-summary'
import {
  OutboxMessagesTable,
  PersonEmailJobsTable,
  PersonRecordsTable,
} from './personal-data-tables'

type Query = Record<string, string | string[] | undefined>

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function whatWent(counts: PersonalDataDeletionCounts) {
  return [
    plural(counts.inquiries, 'inquiry', 'inquiries'),
    plural(counts.quizSubmissions, 'quiz submission', 'quiz submissions'),
    plural(counts.emailJobs, 'e-mail job', 'e-mail jobs'),
    plural(counts.outboxMessages, 'stored e-mail', 'stored e-mails'),
  ].join(', ')
}

function AddressForm({ typed, isInvalid }: { typed: string; isInvalid: boolean }) {
  return (
    <form method="get" action={personalDataScreenPath} style={{ maxWidth: '32rem' }}>
      <label htmlFor="person-address" style={{ display: 'block', marginBottom: '0.5rem' }}>
        E-mail address
      </label>
      <input
        id="person-address"
        name="email"
        type="email"
        required
        autoComplete="off"
        defaultValue={typed}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? 'person-address-error' : undefined}
        style={inputStyle}
      />
      {isInvalid ? (
        <p id="person-address-error" className="banner banner--type-error">
          Enter one e-mail address, like name@example.com.
        </p>
      ) : null}
      <Button type="submit">Find</Button>
    </form>
  )
}

/** A post of the address to an export or the deletion route, as one button. */
function AddressPostButton({
  action,
  address,
  label,
  format,
}: {
  action: string
  address: string
  label: string
  format?: 'json' | 'pdf'
}) {
  return (
    <form method="post" action={action} style={{ display: 'inline-block', marginRight: '1rem' }}>
      <input type="hidden" name="email" value={address} />
      {format ? <input type="hidden" name="format" value={format} /> : null}
      <Button type="submit" buttonStyle="secondary">
        {label}
      </Button>
    </form>
  )
}

function Findings({ found, adminRoute }: { found: PersonalData; adminRoute: string }) {
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

function Confirmation({ found }: { found: PersonalData }) {
  const counts = {
    inquiries: found.inquiries.length,
    quizSubmissions: found.quizSubmissions.length,
    emailJobs: found.emailJobs.length,
    outboxMessages: found.outboxMessages.length,
  }
  const backHref = `${personalDataScreenPath}?${new URLSearchParams({ email: found.address })}`
  return (
    <section aria-labelledby="personal-data-confirm">
      <h2 id="personal-data-confirm">Delete everything for {found.address}?</h2>
      <p>
        This deletes {whatWent(counts)}. It cannot be undone; export first if the person asked for a
        copy. The deletion is recorded with your name and these numbers, not the address.
      </p>
      <form method="post" action="/next/personal-data/delete">
        <input type="hidden" name="email" value={found.address} />
        <p>
          <input id="confirm-deletion" type="checkbox" name="confirm" value="yes" required />{' '}
          <label htmlFor="confirm-deletion">I confirm: delete all data for {found.address}</label>
        </p>
        <Button type="submit">Delete permanently</Button>{' '}
        <Link href={backHref} prefetch={false} style={{ marginLeft: '1rem' }}>
          Cancel
        </Link>
      </form>
    </section>
  )
}

async function Body({ query, adminRoute }: { query: Query; adminRoute: string }) {
  const deleted = deletionCountsOf(query)
  const typed = typeof query.email === 'string' ? query.email : ''
  const address = typed ? parsePersonAddress(typed) : null
  const found = address ? await findPersonalData(address) : null
  return (
    <>
      {deleted ? (
        <p role="status" className="banner banner--type-success">
          Deleted {whatWent(deleted)}. The deletion is recorded under{' '}
          <Link href={`${adminRoute}/collections/personal-data-deletions`} prefetch={false}>
            Personal data deletions
          </Link>
          .
        </p>
      ) : null}
      {found && query.step === 'confirm' ? (
        <Confirmation found={found} />
      ) : (
        <>
          <AddressForm typed={typed} isInvalid={typed !== '' && !address} />
          {found ? <Findings found={found} adminRoute={adminRoute} /> : null}
        </>
      )}
    </>
  )
}

/**
 * The admin's Personal data screen (issue 28): staff type an e-mail address and see every inquiry
 * and quiz submission with it, their e-mail jobs and the outbox's e-mails that carry it; they
 * download it all as JSON or PDF, or delete it all after a confirmation screen. Signed-out
 * visitors are sent to the sign-in screen (Payload leaves custom views open to them).
 */
export async function PersonalDataView(props: AdminViewServerProps) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) {
    redirect(`${adminRoute}/login?${new URLSearchParams({ redirect: personalDataScreenPath })}`)
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <div
        id="personal-data"
        className="gutter--left gutter--right"
        style={{ paddingBottom: '3rem' }}
      >
        <h1>Personal data</h1>
        <p style={{ maxWidth: '48rem' }}>
          When someone asks what the firm keeps about them, or asks for it to be deleted: enter
          their e-mail address to find every contact message and quiz submission with it (whatever
          the case of its letters), the e-mails queued about them and, while mail is kept in the
          outbox, the stored e-mails that carry it.
        </p>
        <Body query={searchParams ?? {}} adminRoute={adminRoute} />
      </div>
    </DefaultTemplate>
  )
}
