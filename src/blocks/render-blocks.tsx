import type { Page } from '@/payload-types'

import { AboutTeaser } from './about-teaser/about-teaser'
import { AttorneyProfile } from './attorney-profile/attorney-profile'
import { CallToAction } from './call-to-action/call-to-action'
import { ContactDetails } from './contact-details/contact-details'
import { ContactForm } from './contact-form/contact-form'
import { Faq } from './faq/faq'
import { FeatureGrid } from './feature-grid/feature-grid'
import { FromTheBlog } from './from-the-blog/from-the-blog'
import { Hero } from './hero/hero'
import { PaymentHandoff } from './payment-handoff/payment-handoff'
import { PricingTable } from './pricing-table/pricing-table'
import { ProcessSteps } from './process-steps/process-steps'
import { RetentionPeriods } from './retention-periods/retention-periods'
import { RichText } from './rich-text/rich-text'
import { SchedulingCards } from './scheduling-cards/scheduling-cards'
import { ServiceLines } from './service-lines/service-lines'
import type { BlockContext } from './shared/block-context'
import { Testimonials } from './testimonials/testimonials'

export type PageBlock = Page['layout'][number]

/** Renders a page's blocks in order, each with the renderer beside its schema. */
export function RenderBlocks({ blocks, context }: { blocks: PageBlock[]; context: BlockContext }) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'hero':
        return <Hero key={key} block={block} context={context} />
      case 'richText':
        return <RichText key={key} block={block} />
      case 'serviceLines':
        return <ServiceLines key={key} block={block} />
      case 'featureGrid':
        return <FeatureGrid key={key} block={block} />
      case 'processSteps':
        return <ProcessSteps key={key} block={block} />
      case 'faq':
        return <Faq key={key} block={block} />
      case 'testimonials':
        return <Testimonials key={key} block={block} />
      case 'fromTheBlog':
        return <FromTheBlog key={key} block={block} />
      case 'pricingTable':
        return <PricingTable key={key} block={block} context={context} />
      case 'schedulingCards':
        return <SchedulingCards key={key} block={block} channels={context.channels} />
      case 'attorneyProfile':
        return <AttorneyProfile key={key} block={block} context={context} />
      case 'contactDetails':
        return <ContactDetails key={key} block={block} context={context} />
      case 'contactForm':
        return <ContactForm key={key} block={block} context={context} />
      case 'paymentHandoff':
        return <PaymentHandoff key={key} block={block} paymentFormUrl={context.paymentFormUrl} />
      case 'aboutTeaser':
        return <AboutTeaser key={key} block={block} channels={context.channels} />
      case 'callToAction':
        return <CallToAction key={key} block={block} channels={context.channels} />
      case 'retentionPeriods':
        return <RetentionPeriods key={key} block={block} retention={context.retention} />
    }
  })
}
