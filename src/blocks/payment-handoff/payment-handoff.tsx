import { Lock } from 'lucide'
import Link from 'next/link'

import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import type { PaymentHandoffBlock } from '@/payload-types'

/**
 * What can be paid and what to have ready, then a button to the hosted payment form of the site
 * settings: card details are entered there, never on this site.
 */
export function PaymentHandoff({
  block,
  paymentFormUrl,
}: {
  block: PaymentHandoffBlock
  paymentFormUrl: string | null | undefined
}) {
  const headingId = `payment-${block.id}`
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={headingId}>
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-3xl">
          {block.heading}
        </h2>
        {block.payable?.length ? (
          <ul className="mt-4 list-disc space-y-2 pl-6">
            {block.payable.map((row) => (
              <li key={row.id ?? row.item}>{row.item}</li>
            ))}
          </ul>
        ) : null}
        {block.needed ? <p className="mt-4">{block.needed}</p> : null}
        {paymentFormUrl ? (
          <a href={paymentFormUrl} className={buttonClass({ className: 'mt-6' })}>
            <Icon icon={Lock} className="size-5" />
            {block.buttonLabel}
          </a>
        ) : (
          <p className="mt-6 font-semibold">
            Online payment is not available right now. Please call the office to pay.
          </p>
        )}
        <p className="text-ink-muted mt-4 text-base">
          You enter your card details on our payment provider’s secure page, not on this website.
          How fees and refunds work: <Link href="/policies/fees">Fees and Charges</Link>.
        </p>
      </div>
    </section>
  )
}
