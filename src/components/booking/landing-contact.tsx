import type { SiteProfile } from '@/data/site-profile'

/** The short "questions? call, text or e-mail us" section that ends the landing pages. */
export function LandingContact({ contact }: { contact: SiteProfile['contact'] }) {
  const { phone, sms, email } = contact
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="landing-contact">
      <h2 id="landing-contact" className="text-3xl">
        Questions?
      </h2>
      <ul className="mt-4 space-y-2">
        {phone ? (
          <li>
            Call <a href={phone.href}>{phone.label}</a>
          </li>
        ) : null}
        {sms ? (
          <li>
            Text <a href={sms.href}>{sms.label}</a>
          </li>
        ) : null}
        {email ? (
          <li>
            E-mail <a href={email.href}>{email.label}</a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
