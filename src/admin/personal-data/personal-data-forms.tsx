import { Button } from '@payloadcms/ui'
import Link from 'next/link'

import type { PersonalData } from '@/data/personal-data'
import {
  personalDataScreenPath,
  type PersonalDataDeletionCounts,
} from '@/domain/privacy/personal-data'

import { inputStyle } from '../admin-input-style'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** What a deletion removed, in words: "1 inquiry, 2 quiz submissions, …". */
export function whatWent(counts: PersonalDataDeletionCounts) {
  return [
    plural(counts.inquiries, 'inquiry', 'inquiries'),
    plural(counts.quizSubmissions, 'quiz submission', 'quiz submissions'),
    plural(counts.emailJobs, 'e-mail job', 'e-mail jobs'),
    plural(counts.outboxMessages, 'stored e-mail', 'stored e-mails'),
  ].join(', ')
}

/** The address to look up, with the reason when what was typed is not one address. */
export function AddressForm({ typed, isInvalid }: { typed: string; isInvalid: boolean }) {
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
export function AddressPostButton({
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

/** The second step of a deletion: what will go, and a box to tick before the button deletes. */
export function Confirmation({ found }: { found: PersonalData }) {
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
