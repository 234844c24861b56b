import type { Category } from '@/payload-types'

/** The blog's sections, one per service line; posts name theirs by slug. */
export const categorySlugs = [
  'estate-planning',
  'small-business',
  'bankruptcy',
  'nonprofits',
] as const

export type CategorySlug = (typeof categorySlugs)[number]

/** A category as the seed writes it: what the attorney edits, without ids or timestamps. */
export type SeedCategory = Pick<Category, 'name' | 'intro' | 'faq' | 'sortOrder'> & {
  slug: CategorySlug
}

const notAdvice = {
  question: 'Are these articles legal advice?',
  answer:
    'No. Each article explains general rules as they stood on the day it was published. Your situation may be different, and laws and fees change.\n\nFor advice about your own matter, book a meeting with us.',
}

/** The four categories, in the order the blog menu lists them. */
export const seedCategories: SeedCategory[] = [
  {
    name: 'Estate planning',
    slug: 'estate-planning',
    sortOrder: 10,
    intro:
      'Wills, living trusts, powers of attorney, gun trusts and inherited retirement accounts, explained in plain words for Colorado families. General information, not legal advice for your situation.',
    faq: [
      {
        blockType: 'faq',
        heading: 'About our estate planning articles',
        items: [
          notAdvice,
          {
            question: 'How often should I review my estate plan?',
            answer:
              'Every few years, and whenever life changes: a marriage, a divorce, a death, a birth, a move to another state, or when someone you named can no longer serve.',
          },
          {
            question: 'What does an estate plan cost with you?',
            answer:
              'Each package has one fixed fee, agreed in writing before we begin. Our estate planning pricing page lists the packages and what each one includes.',
          },
        ],
      },
    ],
  },
  {
    name: 'Small business',
    slug: 'small-business',
    sortOrder: 20,
    intro:
      'Forming and running a Colorado business: LLCs, tax elections, contracts and hiring, with the state and federal rules that apply in 2026. General information, not legal advice.',
    faq: [
      {
        blockType: 'faq',
        heading: 'About our small business articles',
        items: [
          notAdvice,
          {
            question: 'Do you give tax advice?',
            answer:
              'We explain how legal choices, such as the type of company you form, affect taxes. For tax returns and the numbers behind a decision, we work alongside your accountant.',
          },
          {
            question: 'Can you help after my business is already running?',
            answer:
              'Yes. Many owners come to us with a contract to review, a question between partners, or an operating agreement that no longer fits how they work.',
          },
        ],
      },
    ],
  },
  {
    name: 'Bankruptcy',
    slug: 'bankruptcy',
    sortOrder: 30,
    intro:
      'Chapter 7 and Chapter 13 explained step by step: what filing involves, what it costs, and how the automatic stay works. General information for people in Colorado, not legal advice.',
    faq: [
      {
        blockType: 'faq',
        heading: 'About our bankruptcy articles',
        items: [
          notAdvice,
          {
            question: 'When should I talk to a lawyer about bankruptcy?',
            answer:
              'Before you take the credit counseling course, and before a garnishment, lawsuit or sale date if you can. Talking early leaves more time to weigh the options, including ones other than bankruptcy.',
          },
          {
            question: 'Should I send details of my debts through the website?',
            answer:
              'Please do not. Send only your name, how to reach you and a sentence about what you need. We share the details in the meeting, once we have confirmed we can take your matter.',
          },
        ],
      },
    ],
  },
  {
    name: 'Nonprofits',
    slug: 'nonprofits',
    sortOrder: 40,
    intro:
      'Forming a Colorado nonprofit, applying for 501(c)(3) status and keeping it: the steps, the fees and the yearly filings, in plain words. General information, not legal advice.',
    faq: [
      {
        blockType: 'faq',
        heading: 'About our nonprofit articles',
        items: [
          notAdvice,
          {
            question: 'Do you work with groups that are only an idea so far?',
            answer:
              'Yes. Many of the organizations we help start as a few people with a plan. We explain the steps and the costs before anything is filed.',
          },
        ],
      },
    ],
  },
]
