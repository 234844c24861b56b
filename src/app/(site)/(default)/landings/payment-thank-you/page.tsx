import type { Metadata } from 'next'
import Link from 'next/link'

import { LandingContact } from '@/components/booking/landing-contact'
import { PageHeader } from '@/components/ui/page-header'
import { getLandings } from '@/data/landings'
import { getSiteProfile } from '@/data/site-profile'
import { hasPaymentSuccessMarker } from '@/domain/booking/payment-return'
import { toParagraphs } from '@/domain/text/paragraphs'

type ReturnSearchParams = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function outcome(searchParams: ReturnSearchParams['searchParams']) {
  const landings = await getLandings()
  const isPaid = hasPaymentSuccessMarker(await searchParams, landings.paymentSuccessMarker)
  return {
    isPaid,
    heading: isPaid ? landings.paidHeading : landings.unpaidHeading,
    text: isPaid ? landings.paidText : landings.unpaidText,
  }
}

export async function generateMetadata({ searchParams }: ReturnSearchParams): Promise<Metadata> {
  const { heading } = await outcome(searchParams)
  return {
    title: heading,
    description: 'What happens after an online payment, and what to do if it did not go through.',
    robots: { index: false, follow: false },
  }
}

/**
 * Where the payment provider sends a visitor back: thanks when its success marker is present,
 * otherwise what to do if the payment did not go through.
 */
export default async function PaymentThankYouPage({ searchParams }: ReturnSearchParams) {
  const [{ isPaid, heading, text }, { contact }] = await Promise.all([
    outcome(searchParams),
    getSiteProfile(),
  ])
  return (
    <>
      <PageHeader title={heading}>
        <div className="mt-5 max-w-2xl text-xl">
          {toParagraphs(text).map((paragraph) => (
            <p key={paragraph} className="mt-3 first:mt-0">
              {paragraph}
            </p>
          ))}
        </div>
        {isPaid ? null : (
          <p className="mt-6">
            <Link href="/make-a-payment" className="font-semibold">
              Go to the payment page
            </Link>
          </p>
        )}
      </PageHeader>
      <LandingContact contact={contact} />
    </>
  )
}
