import type { Metadata } from 'next'

import { ProcessSteps } from '@/blocks/process-steps/process-steps'
import { SchedulingCards } from '@/blocks/scheduling-cards/scheduling-cards'
import { LandingContact } from '@/components/booking/landing-contact'
import { PageHeader } from '@/components/ui/page-header'
import { getLandings } from '@/data/landings'
import { getSiteProfile } from '@/data/site-profile'
import {
  schedulingKindFromType,
  schedulingKindLabels,
  schedulingKinds,
} from '@/domain/contact/scheduling-kinds'
import { withIndefiniteArticle } from '@/domain/text/articles'

type BookingSearchParams = { searchParams: Promise<{ type?: string | string[] }> }

async function confirmationFor(type: unknown) {
  const kind = schedulingKindFromType(type)
  const landings = await getLandings()
  const confirmation = landings.confirmations?.find((row) => row.kind === kind) ?? null
  return { landings, confirmation }
}

export async function generateMetadata({ searchParams }: BookingSearchParams): Promise<Metadata> {
  const { landings, confirmation } = await confirmationFor((await searchParams).type)
  return {
    title: confirmation?.heading ?? landings.neutralHeading,
    description:
      'What happens next after booking a meeting, how to prepare, and how to change the time.',
    robots: { index: false, follow: true },
  }
}

/**
 * Where the external scheduler sends a visitor after booking (`?type=new-client` etc.): the
 * meeting's confirmation, next steps and preparation; a missing or unknown type gets a neutral
 * page listing the meeting kinds.
 */
export default async function BookingLandingPage({ searchParams }: BookingSearchParams) {
  const [{ landings, confirmation }, { channels, contact }] = await Promise.all([
    confirmationFor((await searchParams).type),
    getSiteProfile(),
  ])

  if (!confirmation) {
    return (
      <>
        <PageHeader title={landings.neutralHeading} lead={landings.neutralIntro} />
        <SchedulingCards
          channels={channels}
          block={{
            id: 'meeting-kinds',
            blockType: 'schedulingCards',
            heading: 'Our meetings',
            cards: schedulingKinds.map((kind) => ({
              id: kind,
              schedulingKind: kind,
              text: `Book ${withIndefiniteArticle(schedulingKindLabels[kind].toLowerCase())}.`,
              buttonLabel: 'Book this meeting',
            })),
          }}
        />
        <LandingContact contact={contact} />
      </>
    )
  }

  return (
    <>
      <PageHeader
        eyebrow={`${schedulingKindLabels[confirmation.kind]}: booked`}
        title={confirmation.heading}
        lead={confirmation.lead}
      />
      {confirmation.nextSteps?.length ? (
        <ProcessSteps
          block={{
            id: 'next-steps',
            blockType: 'processSteps',
            heading: 'What happens next',
            steps: confirmation.nextSteps,
          }}
        />
      ) : null}
      {confirmation.prepare?.length ? (
        <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="prepare">
          <h2 id="prepare" className="text-3xl">
            How to prepare
          </h2>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6">
            {confirmation.prepare.map((row) => (
              <li key={row.id ?? row.item}>{row.item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="reschedule">
        <h2 id="reschedule" className="text-3xl">
          Need to change the time?
        </h2>
        <p className="mt-4 max-w-3xl">{confirmation.reschedule}</p>
      </section>
      <LandingContact contact={contact} />
    </>
  )
}
