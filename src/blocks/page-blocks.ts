import type { Block } from 'payload'

import { AboutTeaserBlock } from './about-teaser/about-teaser.config'
import { CallToActionBlock } from './call-to-action/call-to-action.config'
import { FaqBlock } from './faq/faq.config'
import { HeroBlock } from './hero/hero.config'
import { RichTextBlock } from './rich-text/rich-text.config'
import { ServiceLinesBlock } from './service-lines/service-lines.config'

/** Every block the attorney can place on a page, in the order the admin offers them. */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  ServiceLinesBlock,
  FaqBlock,
  AboutTeaserBlock,
  CallToActionBlock,
]
