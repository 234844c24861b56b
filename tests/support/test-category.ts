import type { Payload } from 'payload'

import type { Category } from '@/payload-types'

/**
 * Creates a blog category that integration tests file their posts under and delete again; no
 * cache is expired (tests run outside a Next.js request).
 */
export function createTestCategory(
  payload: Payload,
  data: Pick<Category, 'name'> & Partial<Pick<Category, 'slug' | 'sortOrder'>>,
) {
  return payload.create({
    collection: 'categories',
    data: {
      slug: '',
      intro: 'A category the integration tests create and delete again, never seen by visitors.',
      ...data,
    },
    context: { disableRevalidate: true },
  })
}
