import { JsonLdScript } from '@/components/seo/json-ld-script'
import { CmsImage } from '@/components/ui/cms-image'
import { personProfileJsonLd } from '@/domain/seo/person-profile'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { toParagraphs } from '@/domain/text/paragraphs'
import type { AttorneyProfileBlock } from '@/payload-types'

import type { BlockContext } from '../shared/block-context'

/**
 * The attorney's biography with the credentials, bar number and service areas of the site
 * settings, the specialist note Colorado's rules call for, and a schema.org Person.
 */
export function AttorneyProfile({
  block,
  context,
}: {
  block: AttorneyProfileBlock
  context: BlockContext
}) {
  const { firm } = context
  const founder = firm.founder
  const headingId = `profile-${block.id}`
  const photo = typeof block.photo === 'object' ? block.photo : null
  const imageUrl = photo?.url ? absoluteUrl(firm.url, photo.url) : null
  const bio = toParagraphs(block.bio)
  const facts = [
    founder?.credentials.length ? { term: 'Credentials', items: founder.credentials } : null,
    founder?.barNumber
      ? { term: 'Colorado attorney registration number', items: [founder.barNumber] }
      : null,
    firm.serviceAreas.length ? { term: 'Serving', items: [firm.serviceAreas.join(', ')] } : null,
  ].filter((fact) => fact !== null)
  const person = personProfileJsonLd(firm, {
    bio: bio.join('\n\n'),
    imageUrl,
    pageUrl: absoluteUrl(firm.url, context.pagePath),
  })

  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={headingId}>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-3xl">
            {block.heading}
          </h2>
          {founder ? (
            <p className="text-brand-900 mt-2 text-xl font-semibold">
              {founder.name}, {founder.jobTitle}
            </p>
          ) : null}
          {bio.map((paragraph) => (
            <p key={paragraph} className="mt-4">
              {paragraph}
            </p>
          ))}
          <p className="text-ink-muted mt-6 text-base">
            Colorado does not certify attorneys as specialists in any field of law. Describing the
            kinds of work this office does is not a claim of certification.
          </p>
        </div>
        <div>
          <CmsImage
            media={block.photo}
            sizes="(min-width: 768px) 33vw, 100vw"
            className="h-auto w-full rounded-lg"
          />
          {facts.length > 0 ? (
            <dl className="bg-brand-50 mt-6 rounded-lg p-6">
              {facts.map((fact) => (
                <div key={fact.term} className="mt-4 first:mt-0">
                  <dt className="text-brand-950 font-bold">{fact.term}</dt>
                  {fact.items.map((item) => (
                    <dd key={item}>{item}</dd>
                  ))}
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {person ? <JsonLdScript data={person} /> : null}
    </section>
  )
}
