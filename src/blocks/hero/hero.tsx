import type { ContactChannels } from '@/domain/navigation/link-href'
import type { HeroBlock } from '@/payload-types'

import { BlockLinks } from '../shared/block-links'

/** The opening of a page: its heading (the page's one h1), a lead and the next steps. */
export function Hero({ block, channels }: { block: HeroBlock; channels: ContactChannels }) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="max-w-3xl text-4xl sm:text-5xl">{block.heading}</h1>
        {block.lead ? <p className="text-ink-muted mt-5 max-w-2xl text-xl">{block.lead}</p> : null}
        <div className="mt-8">
          <BlockLinks rows={block.actions} channels={channels} />
        </div>
      </div>
    </section>
  )
}
