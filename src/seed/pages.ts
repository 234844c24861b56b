import type { SchedulingKind } from '@/domain/contact/scheduling-kinds'
import type { Page } from '@/payload-types'

type PageData = Pick<Page, 'title' | 'path' | 'description' | 'layout'>

const callOffice = { link: { label: 'Call the office', type: 'phone' as const } }
const book = (label: string, schedulingKind: SchedulingKind) => ({
  link: { label, type: 'schedule' as const, schedulingKind },
})

const serviceCards = [
  {
    title: 'Estate planning',
    summary:
      'Wills, trusts, powers of attorney and gun trusts, so the people you choose can step in when they are needed.',
    path: '/services/estate-planning',
    icon: 'scroll-text' as const,
  },
  {
    title: 'Small business',
    summary:
      'Forming an LLC or corporation, partner agreements, contracts and the questions that come with growing.',
    path: '/services/small-business',
    icon: 'briefcase' as const,
  },
  {
    title: 'Bankruptcy',
    summary:
      'A calm look at Chapter 7 and Chapter 13, what each would mean for you, and whether another path fits better.',
    path: '/services/bankruptcy',
    icon: 'landmark' as const,
  },
  {
    title: 'Nonprofits',
    summary:
      'Starting a Colorado nonprofit, applying for tax-exempt status, bylaws, boards and staying in good standing.',
    path: '/services/nonprofits',
    icon: 'hand-heart' as const,
  },
]

const home: PageData = {
  title: 'Home',
  path: '/',
  description:
    'Estate planning with gun trusts, small business, bankruptcy and nonprofit help from a family-owned Colorado practice, at fixed fees agreed up front.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Clear legal help for Colorado families and small businesses',
      lead: 'We plan estates (gun trusts too), set up and advise small businesses, guide people through bankruptcy and help nonprofits get started. You will know the fee before we begin.',
      actions: [book('Book a first meeting', 'newClient'), callOffice],
    },
    {
      blockType: 'serviceLines',
      heading: 'How we can help',
      intro:
        'Choose the area closest to your question. Each page explains the work in plain words.',
      services: serviceCards,
    },
    {
      blockType: 'aboutTeaser',
      heading: 'A family practice, on purpose',
      text: 'Juniper Hill Law is a small, family-owned office with one attorney. When you call, you talk to the person who will do the work.\n\nWe keep fees fixed and written down before we start, explain each step in everyday language, and meet you in the office, by video or by phone, whichever is easiest for you.',
    },
    {
      blockType: 'callToAction',
      heading: 'Not sure where to start?',
      text: 'Book a short first meeting or send us a text. We will tell you plainly whether we can help and what it would cost.',
      actions: [
        book('Book a first meeting', 'newClient'),
        { link: { label: 'Send a text', type: 'sms' } },
      ],
    },
  ],
}

const servicesOverview: PageData = {
  title: 'Services',
  path: '/services',
  description:
    'Estate planning and gun trusts, small business law, bankruptcy and nonprofit formation for people and organizations across Colorado.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Services',
      lead: 'Four kinds of work, each at a fixed fee we agree on before we begin.',
      actions: [book('Book a first meeting', 'newClient'), callOffice],
    },
    { blockType: 'serviceLines', heading: 'Our practice areas', services: serviceCards },
  ],
}

function servicePage(
  title: string,
  path: string,
  description: string,
  lead: string,
  schedulingKind: SchedulingKind,
): PageData {
  return {
    title,
    path,
    description,
    layout: [
      {
        blockType: 'hero',
        heading: title,
        lead,
        actions: [book('Book a first meeting', schedulingKind), callOffice],
      },
      {
        blockType: 'callToAction',
        heading: 'Talk it through first',
        text: 'A first meeting is the place for your questions. We will explain your options and the fixed fee before you decide anything.',
        actions: [book('Book a first meeting', schedulingKind)],
      },
    ],
  }
}

/** The pages the site starts with; the attorney edits or replaces them in the admin. */
export const seedPages: PageData[] = [
  home,
  servicesOverview,
  servicePage(
    'Estate Planning',
    '/services/estate-planning',
    'Wills, living trusts, powers of attorney, medical directives and gun trusts for Colorado families, at fixed fees.',
    'A good plan says who cares for your children, who manages your money if you cannot, and who receives what you leave behind. We write it with you, in words you understand.',
    'estatePlanEducation',
  ),
  servicePage(
    'Small Business',
    '/services/small-business',
    'Help for Colorado small businesses: choosing and forming an entity, operating agreements, contracts and everyday legal questions.',
    'From choosing between an LLC and a corporation to the contracts you sign every week, we help owners build on solid ground.',
    'newBusinessClient',
  ),
  servicePage(
    'Bankruptcy',
    '/services/bankruptcy',
    'Chapter 7 and Chapter 13 bankruptcy for Colorado individuals and families, explained plainly, with a fixed fee agreed up front.',
    'Debt can feel overwhelming. We look at your whole situation with you, explain what Chapter 7 or Chapter 13 would mean, and tell you honestly if another path fits better.',
    'newBankruptcyClient',
  ),
  servicePage(
    'Nonprofit Organizations',
    '/services/nonprofits',
    'Forming Colorado nonprofits, applying for federal tax exemption, bylaws, board governance and yearly filings.',
    'Turning a good cause into an organization takes paperwork at the state and federal level. We handle it with you and set up the board and bylaws to last.',
    'newNonprofitClient',
  ),
]
