import type { Block } from 'payload'

import { AboutTeaserBlock } from './about-teaser/about-teaser.config'
import { AttorneyProfileBlock } from './attorney-profile/attorney-profile.config'
import { CallToActionBlock } from './call-to-action/call-to-action.config'
import { ContactDetailsBlock } from './contact-details/contact-details.config'
import { ContactFormBlock } from './contact-form/contact-form.config'
import { FaqBlock } from './faq/faq.config'
import { FeatureGridBlock } from './feature-grid/feature-grid.config'
import { FromTheBlogBlock } from './from-the-blog/from-the-blog.config'
import { HeroBlock } from './hero/hero.config'
import { PaymentHandoffBlock } from './payment-handoff/payment-handoff.config'
import { PricingTableBlock } from './pricing-table/pricing-table.config'
import { ProcessStepsBlock } from './process-steps/process-steps.config'
import { RetentionPeriodsBlock } from './retention-periods/retention-periods.config'
import { RichTextBlock } from './rich-text/rich-text.config'
import { SchedulingCardsBlock } from './scheduling-cards/scheduling-cards.config'
import { ServiceLinesBlock } from './service-lines/service-lines.config'
import { TestimonialsBlock } from './testimonials/testimonials.config'

/** Every block the attorney can place on a page, in the order the admin offers them. */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  ServiceLinesBlock,
  FeatureGridBlock,
  ProcessStepsBlock,
  FaqBlock,
  TestimonialsBlock,
  FromTheBlogBlock,
  PricingTableBlock,
  SchedulingCardsBlock,
  AttorneyProfileBlock,
  ContactDetailsBlock,
  ContactFormBlock,
  PaymentHandoffBlock,
  AboutTeaserBlock,
  CallToActionBlock,
  RetentionPeriodsBlock,
]
