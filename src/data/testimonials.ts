import 'server-only'

import type { ServiceLine } from '@/domain/practice/service-lines'
import { getPayloadClient } from '@/lib/payload'
import type { Testimonial } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

export type TestimonialSummary = Pick<Testimonial, 'id' | 'quote' | 'attribution' | 'serviceLine'>

async function queryTestimonials(
  serviceLine: ServiceLine | null,
  limit: number,
): Promise<TestimonialSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'testimonials',
    where: serviceLine ? { serviceLine: { equals: serviceLine } } : {},
    select: { quote: true, attribution: true, serviceLine: true },
    sort: '-consentDate',
    depth: 0,
    limit,
    overrideAccess: false,
  })
  return docs
}

/** Published testimonials, newest consent first, from one service line or all of them. */
export async function listTestimonials({
  serviceLine = null,
  limit = 10,
}: { serviceLine?: ServiceLine | null; limit?: number } = {}): Promise<TestimonialSummary[]> {
  return cachedRead(
    () => queryTestimonials(serviceLine, limit),
    ['testimonials', serviceLine ?? 'all', String(limit)],
    [cacheTags.collection('testimonials')],
  )()
}
