import type { PageData } from './page-data'

export const contactPage: PageData = {
  title: 'Contact Us',
  path: '/contact',
  aliases: [{ path: '/contact-us' }],
  description:
    'Call, text, e-mail or write to Juniper Hill Law in Lakewood, Colorado, or book a first meeting online. Office hours, address and directions.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Contact Us',
      lead: 'Call, text or write, whichever is easiest for you. We answer every message, usually within one business day.',
    },
    {
      blockType: 'contactDetails',
      heading: 'How to reach us',
    },
    {
      blockType: 'contactForm',
      heading: 'Send us a message',
      intro:
        'Tell us a little about what you need and how to reach you. Fields without “optional” are required.',
    },
    {
      blockType: 'schedulingCards',
      heading: 'Or book a first meeting',
      intro: 'Choose the kind of help you are looking for.',
      cards: [
        {
          schedulingKind: 'estatePlanEducation',
          title: 'Estate planning',
          text: 'Learn your options for wills, trusts and gun trusts, and ask anything.',
          buttonLabel: 'Book a meeting',
        },
        {
          schedulingKind: 'newBusinessClient',
          title: 'Small business',
          text: 'Talk through forming a business, agreements or contracts.',
          buttonLabel: 'Book a meeting',
        },
        {
          schedulingKind: 'newBankruptcyClient',
          title: 'Bankruptcy',
          text: 'Go over your debts and options in confidence.',
          buttonLabel: 'Book a meeting',
        },
        {
          schedulingKind: 'newNonprofitClient',
          title: 'Nonprofits',
          text: 'Plan how to form your nonprofit and apply for tax exemption.',
          buttonLabel: 'Book a meeting',
        },
      ],
    },
  ],
}
