import { Icon } from '@/components/ui/icon'
import { toParagraphs } from '@/domain/text/paragraphs'
import type { FeatureGridBlock } from '@/payload-types'

/** Short points side by side, each with an optional icon, a title and a few sentences. */
export function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  const headingId = `features-${block.id}`
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl">
        {block.heading}
      </h2>
      {block.intro ? <p className="text-ink-muted mt-3 max-w-2xl">{block.intro}</p> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.features.map((feature) => (
          <li key={feature.id ?? feature.title} className="bg-brand-50 rounded-lg p-6">
            {feature.icon ? <Icon name={feature.icon} className="text-brand-700 size-8" /> : null}
            <h3 className="mt-3 text-xl">{feature.title}</h3>
            {toParagraphs(feature.text).map((paragraph) => (
              <p key={paragraph} className="mt-2">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
