import type { ContactChannels } from '@/domain/navigation/link-href'
import type { Page } from '@/payload-types'

import { AboutTeaser } from './about-teaser/about-teaser'
import { CallToAction } from './call-to-action/call-to-action'
import { Faq } from './faq/faq'
import { Hero } from './hero/hero'
import { RichText } from './rich-text/rich-text'
import { ServiceLines } from './service-lines/service-lines'

export type PageBlock = Page['layout'][number]

/** Renders a page's blocks in order, each with the renderer beside its schema. */
export function RenderBlocks({
  blocks,
  channels,
}: {
  blocks: PageBlock[]
  channels: ContactChannels
}) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'hero':
        return <Hero key={key} block={block} channels={channels} />
      case 'richText':
        return <RichText key={key} block={block} />
      case 'faq':
        return <Faq key={key} block={block} />
      case 'serviceLines':
        return <ServiceLines key={key} block={block} />
      case 'aboutTeaser':
        return <AboutTeaser key={key} block={block} channels={channels} />
      case 'callToAction':
        return <CallToAction key={key} block={block} channels={channels} />
    }
  })
}
