import Link from 'next/link'

import { AnalyticsChoicesButtonIsland } from '@/components/analytics/analytics-islands.client'
import type { SiteProfile } from '@/data/site-profile'
import type { MenuItem } from '@/domain/navigation/menu-item'

/**
 * The footer on every page: ways to reach the office, its hours, and, as Colorado RPC 7.2(d)
 * requires of every communication, the responsible attorney with office address and phone.
 */
export function SiteFooter({
  profile,
  items,
}: {
  profile: Pick<SiteProfile, 'name' | 'contact' | 'office' | 'analyticsTagId'>
  items: MenuItem[]
}) {
  const { phone, sms, email, fax } = profile.contact
  const { address, addressLine, responsibleAttorney, hours } = profile.office
  const year = new Date().getFullYear()

  return (
    <footer className="bg-brand-950 mt-16 text-white print:hidden [&_a]:text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-xl text-white">
            Contact
          </h2>
          <ul className="mt-4 space-y-2">
            {phone ? (
              <li>
                Call: <a href={phone.href}>{phone.label}</a>
              </li>
            ) : null}
            {sms ? (
              <li>
                Text: <a href={sms.href}>{sms.label}</a>
              </li>
            ) : null}
            {fax ? <li>Fax: {fax}</li> : null}
            {email ? (
              <li>
                E-mail: <a href={email.href}>{email.label}</a>
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
            Attorney advertising. {responsibleAttorney.name}, {responsibleAttorney.jobTitle}, is
            responsible for the content of this website. Office: {addressLine}
            {phone ? (
              <>
                {' · '}
                <a href={phone.href}>{phone.label}</a>
              </>
            ) : null}
            .
          </p>
          <p>
            Reading this website or sending us a message does not create an attorney-client
            relationship, and nothing here is legal advice for your situation.
          </p>
          <p>
            © {year} {profile.name}
          </p>
          {profile.analyticsTagId ? (
            <p>
              <AnalyticsChoicesButtonIsland />
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
