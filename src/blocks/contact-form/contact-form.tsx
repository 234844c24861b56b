import { ContactForm as ContactFormIsland } from '@/components/contact/contact-form.client'
import { formatPhoneNumber } from '@/domain/contact/phone-number'
import { resolveLinkHref } from '@/domain/navigation/link-href'
import type { ContactFormBlock } from '@/payload-types'

import type { BlockContext } from '../shared/block-context'

/** The contact form with its heading; the phone number it offers comes from the site settings. */
export function ContactForm({
  block,
  context,
}: {
  block: ContactFormBlock
  context: BlockContext
}) {
  const { phoneNumber } = context.channels
  const phoneHref = resolveLinkHref({ type: 'phone' }, context.channels)
  const headingId = `contact-form-${block.id}`
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl">
        {block.heading}
      </h2>
      {block.intro ? <p className="text-ink-muted mt-3 max-w-2xl">{block.intro}</p> : null}
      {phoneNumber && phoneHref ? (
        <ContactFormIsland phoneDisplay={formatPhoneNumber(phoneNumber)} phoneHref={phoneHref} />
      ) : null}
    </section>
  )
}
