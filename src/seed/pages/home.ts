import { book, callOffice, pageLink, type PageData } from './page-data'

/** The four service-line cards the home page and the services overview share. */
export const serviceCards = [
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

export const homePage: PageData = {
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
      link: { label: 'About the attorney', type: 'page', path: '/about' },
    },
    {
      blockType: 'testimonials',
      heading: 'What clients say',
      limit: 6,
    },
    {
      blockType: 'callToAction',
      heading: 'A few questions first?',
      text: 'Two short quizzes show whether a do-it-yourself estate plan fits your family and whether a gun trust would help you, and say why. Your answers stay in your browser unless you ask for the report by e-mail.',
      actions: [
        pageLink('Is a DIY estate plan right for you?', '/quizzes/estate-planning/diy-check'),
        pageLink('Do you need a gun trust?', '/quizzes/gun-trust'),
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Leaving a retirement account to your children?',
      text: 'Our Roth conversion tool compares converting part of a traditional IRA to a Roth IRA with not converting, using your family’s own totals, and shows what the children would keep after income tax.',
      actions: [pageLink('Try the Roth conversion tool', '/tools/RothConversionModel')],
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
