import type { SiteSettingsView } from '@/data/site-settings'
import { toContactChannels } from '@/data/site-settings'
import { formatPhoneNumber } from '@/domain/contact/phone-number'
import { resolveLinkHref } from '@/domain/navigation/link-href'

/** The short "questions? call, text or e-mail us" section that ends the landing pages. */
export function LandingContact({ settings }: { settings: SiteSettingsView }) {
  const channels = toContactChannels(settings)
  const phoneHref = resolveLinkHref({ type: 'phone' }, channels)
  const smsHref = resolveLinkHref({ type: 'sms' }, channels)
  const emailHref = resolveLinkHref({ type: 'email' }, channels)
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="landing-contact">
      <h2 id="landing-contact" className="text-3xl">
        Questions?
      </h2>
      <ul className="mt-4 space-y-2">
        {phoneHref ? (
          <li>
            Call <a href={phoneHref}>{formatPhoneNumber(settings.phoneNumber)}</a>
          </li>
        ) : null}
        {smsHref ? (
          <li>
            Text <a href={smsHref}>{formatPhoneNumber(settings.smsNumber)}</a>
          </li>
        ) : null}
        {emailHref ? (
          <li>
            E-mail <a href={emailHref}>{settings.email}</a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
