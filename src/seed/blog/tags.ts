import type { Tag } from '@/payload-types'

/** The blog's topics; posts name theirs by slug. */
export const tagSlugs = [
  'wills',
  'trusts',
  'gun-trusts',
  'inherited-iras',
  'llc',
  'chapter-7',
  'chapter-13',
  '501c3',
  'taxes',
  'colorado',
] as const

export type TagSlug = (typeof tagSlugs)[number]

/** A tag as the seed writes it: what the attorney edits, without ids or timestamps. */
export type SeedTag = Pick<Tag, 'name' | 'definition'> & { slug: TagSlug }

export const seedTags: SeedTag[] = [
  {
    name: 'Wills',
    slug: 'wills',
    definition:
      'A will is a signed document that says who receives your property when you die, who settles your estate, and who would raise your young children.',
  },
  {
    name: 'Trusts',
    slug: 'trusts',
    definition:
      'A trust holds property for the people you choose, under rules you set. A revocable living trust can pass property on without a court process.',
  },
  {
    name: 'Gun trusts',
    slug: 'gun-trusts',
    definition:
      'A trust written for firearms, including items regulated by the National Firearms Act, so that the people you name may lawfully possess them and inherit them.',
  },
  {
    name: 'Inherited IRAs',
    slug: 'inherited-iras',
    definition:
      'An individual retirement account left to a beneficiary when the owner dies. It has its own rules about when the money must be taken out.',
  },
  {
    name: 'LLCs',
    slug: 'llc',
    definition:
      'A limited liability company: a business formed under state law by filing Articles of Organization, owned by its members.',
  },
  {
    name: 'Chapter 7',
    slug: 'chapter-7',
    definition:
      'The chapter of the Bankruptcy Code in which a trustee may sell property the law does not protect, and many debts are discharged.',
  },
  {
    name: 'Chapter 13',
    slug: 'chapter-13',
    definition:
      'The chapter of the Bankruptcy Code for people with regular income, who repay part or all of their debts through a plan lasting three to five years.',
  },
  {
    name: '501(c)(3)',
    slug: '501c3',
    definition:
      'The section of the federal tax code for charitable, educational, religious and similar organizations that are exempt from federal income tax.',
  },
  {
    name: 'Taxes',
    slug: 'taxes',
    definition:
      'Federal and Colorado taxes that touch families, businesses and nonprofits: what applies, how much, and when it is due.',
  },
  {
    name: 'Colorado',
    slug: 'colorado',
    definition:
      'Rules, fees and deadlines particular to Colorado, such as filings with the Colorado Secretary of State.',
  },
]
