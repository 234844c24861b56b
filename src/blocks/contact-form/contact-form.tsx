import { ContactFormIsland } from '@/components/contact/contact-form-island.client'
import { formatPhoneNumber } from '@/domain/contact/phone-number'
import { resolveLinkHref } from '@/domain/navigation/link-href'
import type { ContactFormBlock } from '@/payload-types'

import type { BlockContext } from '../shared/block-context'
import { BlockSection } from '../shared/block-section'

/**
 * The contact form with its heading; the phone number it offers comes from the site settings.
 * Its element ids start with the block's id, so that two contact forms on a page differ.
 */
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
    <BlockSection id={headingId} heading={block.heading} intro={block.intro}>
      {phoneNumber && phoneHref ? (
        <ContactFormIsland
          phoneDisplay={formatPhoneNumber(phoneNumber)}
          phoneHref={phoneHref}
          pagePath={context.pagePath}
          idPrefix={block.id ? `contact-${block.id}` : undefined}
        />
      ) : null}
    </BlockSection>
  )
}
