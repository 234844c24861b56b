import { LRUCache } from 'lru-cache'
import type { Metadata } from 'next'
import Link from 'next/link'

import { RothCalculatorIsland } from '@/components/roth/roth-calculator-island.client'
import {
  rothCalculatorStart,
  type RothCalculatorStart,
} from '@/components/roth/roth-calculator-model'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { getSiteProfile } from '@/data/site-profile'
import { rothFormStateFromSearchParams, rothInputFromForm } from '@/domain/roth/roth-form'
import { rothToolCopy } from '@/domain/roth/roth-tool-copy'
import { absoluteUrl } from '@/domain/seo/structured-data'

// First views already computed, by the model's input: most visitors open the tool without a query
// or with a shared link's, and each view costs about 70 model runs (pure, so visitors may share).
const startsByInput = new LRUCache<string, RothCalculatorStart>({ max: 200 })

/** The calculator's first view for the inputs of the address, computed once per model input. */
function firstView(params: Record<string, string | string[] | undefined>): RothCalculatorStart {
  const state = rothFormStateFromSearchParams(params)
  const key = JSON.stringify(rothInputFromForm(state))
  const start = startsByInput.get(key) ?? rothCalculatorStart(state)
  startsByInput.set(key, start)
  // Inputs with the same model input may be typed differently ("$3M"): the visitor's own stay.
  return { ...start, state }
}

export async function generateMetadata(): Promise<Metadata> {
  const { siteUrl } = await getSiteProfile()
  return {
    title: rothToolCopy.title,
    description: rothToolCopy.description,
    alternates: { canonical: absoluteUrl(siteUrl, '/tools/RothConversionModel') },
  }
}

/**
 * The Roth conversion tool: an explanation and the calculator (a lazy client island, this page's
 * only), with the inputs of a shared link analysed on the server, so the first view shows their
 * results and hydrating the calculator runs no model.
 */
export default async function RothConversionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [params, { channels }] = await Promise.all([searchParams, getSiteProfile()])
  const designMeeting = channels.schedulingLinks.estatePlanDesign
  return (
    <>
      <PageHeader
        title={rothToolCopy.title}
        lead="Should a parent convert part of a traditional IRA to a Roth IRA now, so the children keep more after tax? Enter your family’s totals to compare four ways of doing it with not converting at all."
      />
      <section className="mx-auto max-w-6xl px-4 py-10" aria-label="Calculator">
        <RothCalculatorIsland start={firstView(params)} />
      </section>
      <div className="mx-auto max-w-6xl px-4">
        <p className="max-w-3xl">
          Preparing for a meeting? You can also{' '}
          <Link href="/test-personalization">set up your family profile on its own page</Link>, see
          what each value means, and open this tool with it.
        </p>
      </div>
      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="roth-disclaimer">
        <div className="border-accent-700 bg-accent-100 max-w-3xl rounded-md border-l-4 p-5">
          <h2 id="roth-disclaimer" className="text-2xl">
            An illustration, not advice
          </h2>
          <p className="mt-2">
            This tool shows how the numbers work under the assumptions above. It is not tax,
            investment or legal advice, and your own taxes will differ. Talk with your tax adviser
            before converting, and with us about how a conversion fits your estate plan.
          </p>
          {designMeeting ? (
            <div className="mt-4">
              <ButtonLink href={designMeeting}>Book an estate plan design meeting</ButtonLink>
            </div>
          ) : null}
        </div>
      </section>
    </>
  )
}
