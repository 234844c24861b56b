import { Clock } from 'lucide'

import { BookingButton } from '@/components/booking/booking-dialog.client'
import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { schedulingKindLabels } from '@/domain/contact/scheduling-kinds'
import type { ContactChannels } from '@/domain/navigation/link-href'
import type { SchedulingCardsBlock } from '@/payload-types'

import { BlockSection } from '../shared/block-section'

/**
 * One card per kind of meeting, each booking through the scheduling link in the site settings,
 * and a way into the booking dialog for visitors who are not sure which one they need.
 */
export function SchedulingCards({
  block,
  channels,
}: {
  block: SchedulingCardsBlock
  channels: ContactChannels
}) {
  const cards = block.cards.flatMap((card) => {
    const href = channels.schedulingLinks[card.schedulingKind]
    const title = card.title || schedulingKindLabels[card.schedulingKind]
    return href ? [{ ...card, href, title }] : []
  })
  if (cards.length === 0) return null
  const headingId = `meetings-${block.id}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <li
            key={card.id ?? card.schedulingKind}
            className="border-brand-100 flex flex-col rounded-lg border p-6 shadow-sm"
          >
            <h3 className="text-xl">{card.title}</h3>
            {card.duration ? (
              <p className="text-ink-muted mt-2 flex items-center gap-2">
                <Icon icon={Clock} className="size-5 shrink-0" />
                {card.duration}
              </p>
            ) : null}
            <p className="mt-3 grow">{card.text}</p>
            <div className="mt-5">
              <ButtonLink href={card.href} variant="secondary">
                {card.buttonLabel}
                <span className="sr-only"> ({card.title})</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <BookingButton fallbackHref="/contact" className="font-semibold">
          Not sure which meeting fits? Help me choose
        </BookingButton>
      </p>
    </BlockSection>
  )
}
