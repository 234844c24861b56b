import { CmsImage } from '@/components/ui/cms-image'
import type { HeroBlock } from '@/payload-types'

import type { BlockContext } from '../shared/block-context'
import { BlockLinks } from '../shared/block-links'

/** The opening of a page: its heading (the page's one h1), a lead, the next steps and an image. */
export function Hero({ block, context }: { block: HeroBlock; context: BlockContext }) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h1 className="max-w-3xl text-4xl sm:text-5xl">{block.heading}</h1>
          {block.lead ? (
            <p className="text-ink-muted mt-5 max-w-2xl text-xl">{block.lead}</p>
          ) : null}
          <div className="mt-8">
            <BlockLinks rows={block.actions} channels={context.channels} />
          </div>
        </div>
        <CmsImage
          media={block.image}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="h-auto w-full rounded-lg"
          priority
        />
      </div>
    </section>
  )
}
