import type { Blog } from '@/payload-types'

import type { PostSlug } from './posts'

/** The blog global as the seed writes it, with posts named by slug (resolved to ids when seeded). */
export type SeedBlogSettings = Pick<Blog, 'intro'> & {
  featuredPostSlug: PostSlug
  spotlightSlugs: PostSlug[]
}

export const seedBlogSettings: SeedBlogSettings = {
  intro:
    'Plain-words articles on estate planning, small business, bankruptcy and nonprofits in Colorado, from Juniper Hill Law. General information only, not legal advice for your situation.',
  /** The newest estate planning post. */
  featuredPostSlug: 'inherited-ira-10-year-rule',
  /** One post from each category, worth reading first. */
  spotlightSlugs: [
    'chapter-7-or-chapter-13',
    'forming-a-colorado-llc',
    'starting-a-colorado-nonprofit',
    'gun-trusts-2026-zero-tax-stamp',
  ],
}
