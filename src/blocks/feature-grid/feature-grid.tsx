import { CmsIcon } from '@/components/ui/icon'
import { toParagraphs } from '@/domain/text/paragraphs'
import type { FeatureGridBlock } from '@/payload-types'

import { BlockSection } from '../shared/block-section'

/** Short points side by side, each with an optional icon, a title and a few sentences. */
export function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  const headingId = `features-${block.id}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro}>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.features.map((feature) => (
          <li key={feature.id ?? feature.title} className="bg-brand-50 rounded-lg p-6">
            {feature.icon ? (
              <CmsIcon name={feature.icon} className="text-brand-700 size-8" />
            ) : null}
            <h3 className="mt-3 text-xl">{feature.title}</h3>
            {toParagraphs(feature.text).map((paragraph) => (
              <p key={paragraph} className="mt-2">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
