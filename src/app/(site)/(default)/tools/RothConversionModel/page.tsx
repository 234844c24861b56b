import type { Metadata } from 'next'

import { RothCalculator } from '@/components/roth/roth-calculator.client'
import { ButtonLink } from '@/components/ui/button-link'
import { getSiteSettings } from '@/data/site-settings'
import { quickFormStateFromSearchParams } from '@/domain/roth/quick-form'
import { absoluteUrl } from '@/domain/seo/structured-data'

const title = 'Roth Conversion Analysis Tool'
const description =
  "Analyze the impact of Roth IRA conversions on your family's tax strategy and inheritance planning."

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(settings.seo.siteUrl, '/tools/RothConversionModel') },
  }
}

const assumptions = [
  'The parent converts part of the pre-tax IRA to a Roth IRA now, in one step, and pays the income tax on it from other savings. Without the conversion, that money stays invested in a taxable account and passes to the children.',
  'The parent is 59½ or older (no early-withdrawal penalty) and, in this quick version, the inheritance happens now; nothing else is taken out of the accounts before it.',
  'Each child inherits an equal share of every account.',
  'Investments grow 6% a year. In a taxable account, 15% of that growth goes to tax each year.',
  'Each child empties the inherited pre-tax IRA in equal parts over 10 years, as the SECURE Act’s 10-year rule requires, paying income tax at the scenario’s rate. The inherited Roth grows untaxed and is taken out tax-free in year 10.',
  'Each scenario uses one flat tax rate for the parent now and one for the children later.',
  'Not included: Social Security and Medicare premium effects, the parent’s required distributions, state tax differences between children, and estate tax (the 2026 federal exemption is $15 million per person).',
]

/**
 * The Roth conversion tool: an explanation and the calculator (a client island, this page's
 * only), with the inputs of a shared link applied on the server so the first view shows them.
 */
export default async function RothConversionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [params, settings] = await Promise.all([searchParams, getSiteSettings()])
  const designMeeting = settings.schedulingLinks?.estatePlanDesign
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h1 className="text-4xl sm:text-5xl">{title}</h1>
          <p className="text-ink-muted mt-5 max-w-3xl text-xl">
            Should a parent convert part of a traditional IRA to a Roth IRA now, so the children
            keep more after tax? Enter your family’s totals to compare four ways of doing it with
            not converting at all.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-10" aria-label="Calculator">
        <RothCalculator initialState={quickFormStateFromSearchParams(params)} />
      </section>
      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="how-calculated">
        <h2 id="how-calculated" className="text-3xl">
          How this is calculated
        </h2>
        <ul className="mt-4 max-w-3xl list-disc space-y-3 pl-6">
          {assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl">
          “Net benefit” is what the children keep after all income taxes at the end of the 10 years
          if the parent converts, minus what they keep if not. The percentage compares it with the
          not-converting total.
        </p>
      </section>
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
