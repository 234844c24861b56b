import type { Metadata } from 'next'

import { FamilyProfile } from '@/components/roth/family-profile.client'
import { PageHeader } from '@/components/ui/page-header'
import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'

export const metadata: Metadata = {
  title: 'Family Profile for the Roth Tool',
  description:
    'Set up a family profile for the Roth Conversion Analysis Tool, see what each value means, and open the tool with it.',
  robots: { index: false, follow: false },
}

/**
 * Where a visitor, or the attorney before a meeting, sets up the family profile of the Roth
 * tool's personalization modal and opens the tool with it. Not indexed.
 */
export default async function TestPersonalizationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  return (
    <>
      <PageHeader
        title="Family profile for the Roth tool"
        lead="Set up the family’s details once, check what each one means, then open the Roth Conversion Analysis Tool with them. Nothing is stored: the profile lives in this page’s address, so you can bookmark it or send it."
      />
      <section className="mx-auto max-w-6xl px-4 py-10" aria-label="Family profile">
        <FamilyProfile initialState={rothFormStateFromSearchParams(params)} />
      </section>
    </>
  )
}
