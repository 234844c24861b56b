import { Clock, Mail, MapPin, MessageSquare, Phone, Printer, type IconNode } from 'lucide'
import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'
import { addressLine, directionsUrl } from '@/domain/contact/directions'
import { describeOpeningHours } from '@/domain/contact/opening-hours'
import { formatPhoneNumber } from '@/domain/contact/phone-number'
import { resolveLinkHref } from '@/domain/navigation/link-href'
import type { ContactDetailsBlock } from '@/payload-types'

import type { BlockContext } from '../shared/block-context'
import { BlockSection } from '../shared/block-section'

function Way({ icon, label, children }: { icon: IconNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <Icon icon={icon} className="text-brand-700 mt-1 size-6 shrink-0" />
      <div>
        <h3 className="text-lg">{label}</h3>
        {children}
      </div>
    </li>
  )
}

/** Every way to reach the office, from the site settings: call, text, fax, e-mail, visit, hours. */
export function ContactDetails({
  block,
  context,
}: {
  block: ContactDetailsBlock
  context: BlockContext
}) {
  const { channels, firm } = context
  const phoneHref = resolveLinkHref({ type: 'phone' }, channels)
  const smsHref = resolveLinkHref({ type: 'sms' }, channels)
  const emailHref = resolveLinkHref({ type: 'email' }, channels)
  const hours = describeOpeningHours(firm.openingHours)
  const headingId = `contact-details-${block.id}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro}>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {phoneHref && channels.phoneNumber ? (
          <Way icon={Phone} label="Call">
            <a href={phoneHref}>{formatPhoneNumber(channels.phoneNumber)}</a>
          </Way>
        ) : null}
        {smsHref && channels.smsNumber ? (
          <Way icon={MessageSquare} label="Text">
            <a href={smsHref}>{formatPhoneNumber(channels.smsNumber)}</a>
          </Way>
        ) : null}
        {firm.faxNumber ? (
          <Way icon={Printer} label="Fax">
            <p>{formatPhoneNumber(firm.faxNumber)}</p>
          </Way>
        ) : null}
        {emailHref && channels.email ? (
          <Way icon={Mail} label="E-mail">
            <a href={emailHref}>{channels.email}</a>
          </Way>
        ) : null}
        {firm.address ? (
          <Way icon={MapPin} label="Visit">
            <address className="not-italic">{addressLine(firm.address)}</address>
            <a href={directionsUrl(firm.address)} rel="noopener noreferrer">
              Get directions<span className="sr-only"> (opens a map)</span>
            </a>
          </Way>
        ) : null}
        {hours.length > 0 ? (
          <Way icon={Clock} label="Office hours">
            <dl>
              {hours.map((line) => (
                <div key={line.days} className="mt-1 first:mt-0">
                  <dt className="inline font-semibold">{line.days}: </dt>
                  <dd className="inline">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </Way>
        ) : null}
      </ul>
    </BlockSection>
  )
}
