import type { ContactChannels } from '@/domain/navigation/link-href'
import type { CallToActionBlock } from '@/payload-types'

import { BlockLinks } from '../shared/block-links'

/** A closing band that asks for the next step. */
export function CallToAction({
  block,
  channels,
}: {
  block: CallToActionBlock
  channels: ContactChannels
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby={`cta-${block.id}`}>
      <div className="bg-brand-900 rounded-xl px-6 py-10 text-white sm:px-10">
        <h2 id={`cta-${block.id}`} className="text-3xl text-white">
          {block.heading}
        </h2>
        {block.text ? <p className="mt-3 max-w-2xl">{block.text}</p> : null}
        <div className="mt-6">
          <BlockLinks rows={block.actions} channels={channels} variants={['inverse', 'inverse']} />
        </div>
      </div>
    </section>
  )
}
