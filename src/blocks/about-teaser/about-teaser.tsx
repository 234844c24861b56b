import type { ContactChannels } from '@/domain/navigation/link-href'
import { toParagraphs } from '@/domain/text/paragraphs'
import type { AboutTeaserBlock } from '@/payload-types'

import { BlockLinks } from '../shared/block-links'

/** A short introduction of the attorney and the practice. */
export function AboutTeaser({
  block,
  channels,
}: {
  block: AboutTeaserBlock
  channels: ContactChannels
}) {
  const paragraphs = toParagraphs(block.text)
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby={`about-${block.id}`}>
      <div className="max-w-3xl">
        <h2 id={`about-${block.id}`} className="text-3xl">
          {block.heading}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4">
            {paragraph}
          </p>
        ))}
        {block.link ? (
          <div className="mt-6">
            <BlockLinks
              rows={[{ link: block.link }]}
              channels={channels}
              variants={['secondary']}
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}
