import Link from 'next/link'

import { AnalyticsChoicesButtonIsland } from '@/components/analytics/analytics-islands.client'
import { toContactChannels, type SiteSettingsView } from '@/data/site-settings'
import { describeOpeningHours } from '@/domain/contact/opening-hours'
import { formatPhoneNumber } from '@/domain/contact/phone-number'
import { resolveLinkHref } from '@/domain/navigation/link-href'
import type { MenuItem } from '@/domain/navigation/menu-item'

/**
 * The footer on every page: ways to reach the office, its hours, and, as Colorado RPC 7.2(d)
 * requires of every communication, the responsible attorney with office address and phone.
 */
export function SiteFooter({ settings, items }: { settings: SiteSettingsView; items: MenuItem[] }) {
  const channels = toContactChannels(settings)
  const phoneHref = resolveLinkHref({ type: 'phone' }, channels)
  const smsHref = resolveLinkHref({ type: 'sms' }, channels)
  const emailHref = resolveLinkHref({ type: 'email' }, channels)
  const { address, founder } = settings
  const addressText = `${address.street}, ${address.city}, ${address.state} ${address.zip}`
  const hours = describeOpeningHours(settings.openingHours ?? [])
  const year = new Date().getFullYear()

  return (
    <footer className="bg-brand-950 mt-16 text-white print:hidden [&_a]:text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-xl text-white">
            Contact
          </h2>
          <ul className="mt-4 space-y-2">
            {phoneHref ? (
              <li>
                Call: <a href={phoneHref}>{formatPhoneNumber(settings.phoneNumber)}</a>
              </li>
            ) : null}
            {smsHref ? (
              <li>
                Text: <a href={smsHref}>{formatPhoneNumber(settings.smsNumber)}</a>
              </li>
            ) : null}
            {settings.faxNumber ? <li>Fax: {formatPhoneNumber(settings.faxNumber)}</li> : null}
            {emailHref ? (
              <li>
                E-mail: <a href={emailHref}>{settings.email}</a>
              </li>
            ) : null}
          </ul>
          <address className="mt-4 not-italic">
            {address.street}
            <br />
            {address.city}, {address.state} {address.zip}
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="text-xl text-white">
            Office hours
          </h2>
          <dl className="mt-4 space-y-2">
            {hours.map((line) => (
              <div key={line.days}>
                <dt className="font-semibold">{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        {items.length > 0 ? (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className="text-xl text-white">
              More
            </h2>
            <ul className="mt-4 space-y-2">
              {items.map((item) => (
                <li key={item.path}>
                  <Link href={item.path}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-base">
          <p>
            Attorney advertising. {founder.name}, {founder.jobTitle}, is responsible for the content
            of this website. Office: {addressText}
            {phoneHref ? (
              <>
                {' · '}
                <a href={phoneHref}>{formatPhoneNumber(settings.phoneNumber)}</a>
              </>
            ) : null}
            .
          </p>
          <p>
            Reading this website or sending us a message does not create an attorney-client
            relationship, and nothing here is legal advice for your situation.
          </p>
          <p>
            © {year} {settings.siteName}
          </p>
          {settings.analyticsTagId ? (
            <p>
              <AnalyticsChoicesButtonIsland />
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
