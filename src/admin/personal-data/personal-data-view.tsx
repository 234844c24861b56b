import { DefaultTemplate } from '@payloadcms/next/templates'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { findPersonalData } from '@/data/personal-data'
import {
  deletionCountsOf,
  parsePersonAddress,
  personalDataScreenPath,
} from '@/domain/privacy/personal-data'

import { Findings } from './personal-data-findings'
import { AddressForm, Confirmation, whatWent } from './personal-data-forms'

type Query = Record<string, string | string[] | undefined>

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
