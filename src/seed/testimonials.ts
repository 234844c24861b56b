import type { Testimonial } from '@/payload-types'

type TestimonialData = Pick<Testimonial, 'quote' | 'attribution' | 'serviceLine' | 'consentDate'>

/** Fictional quotes for the fictional practice, each with the consent date the admin requires. */
export const seedTestimonials: TestimonialData[] = [
  {
    quote:
      'Dana explained every page of our trust in words we could follow. We left the signing feeling calm, not confused.',
    attribution: 'Margaret and Tom',
    serviceLine: 'estatePlanning',
    consentDate: '2026-03-12',
  },
  {
    quote:
      'I put off making a will for years. The first meeting was relaxed, the fee was clear, and it was done in three weeks.',
    attribution: 'R. T.',
    serviceLine: 'estatePlanning',
    consentDate: '2026-05-04',
  },
  {
    quote:
      'Setting up the gun trust was simple. The guide for my trustees answered questions I did not know to ask.',
    attribution: 'Luis',
    serviceLine: 'estatePlanning',
    consentDate: '2026-06-18',
  },
  {
    quote:
      'She helped my partner and me write an operating agreement that actually matches how we run the shop.',
    attribution: 'Priya',
    serviceLine: 'smallBusiness',
    consentDate: '2026-02-20',
  },
  {
    quote:
      'I was embarrassed about my debts. I never felt judged, and every step was explained before it happened.',
    attribution: 'J. M.',
    serviceLine: 'bankruptcy',
    consentDate: '2026-04-09',
  },
  {
    quote:
      'Our food pantry went from an idea to an incorporated nonprofit with bylaws and a board we understand.',
    attribution: 'Alicia',
    serviceLine: 'nonprofits',
    consentDate: '2026-07-30',
  },
]
