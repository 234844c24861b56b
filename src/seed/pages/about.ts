import { book, callOffice, type PageData } from './page-data'

export const aboutPage: PageData = {
  title: 'About Us',
  path: '/about',
  aliases: [{ path: '/about-us' }],
  description:
    'Meet Dana Whitfield, the attorney behind Juniper Hill Law, a family-owned Lakewood practice for estate planning, small business, bankruptcy and nonprofits.',
  layout: [
    {
      blockType: 'hero',
      heading: 'About Us',
      lead: 'Juniper Hill Law is a small, family-owned practice in Lakewood. One attorney, a fixed fee for each piece of work, and time to explain things properly.',
      actions: [book('Book a first meeting', 'newClient'), callOffice],
    },
    {
      blockType: 'attorneyProfile',
      heading: 'About the attorney',
      bio: 'Dana Whitfield started Juniper Hill Law to offer the kind of legal help she wanted for her own family: patient, plain-spoken and priced up front.\n\nHer work centers on estate planning, including gun trusts, along with small business, bankruptcy and nonprofit matters. Many clients come to her at a stressful time. She takes the time to listen, explains each choice in everyday words, and writes down what happens next.\n\nOutside the office, Dana volunteers with local nonprofits and spends weekends on the trails west of Denver. She also builds software, which is why this website is fast, accessible and easy to use.',
    },
    {
      blockType: 'featureGrid',
      heading: 'How we work',
      features: [
        {
          icon: 'file-text',
          title: 'Fixed fees',
          text: 'You know the price before we begin, in writing. No hourly meter running while you ask questions.',
        },
        {
          icon: 'phone',
          title: 'Easy to reach',
          text: 'Call, text, e-mail or meet by video. You reach the attorney who is doing your work.',
        },
        {
          icon: 'users',
          title: 'Plain words',
          text: 'We explain legal documents in everyday language, and we are happy to explain twice.',
        },
        {
          icon: 'calendar',
          title: 'Flexible meetings',
          text: 'Meet in our Lakewood office, by video or by phone, at a time agreed with you.',
        },
      ],
    },
    {
      blockType: 'testimonials',
      heading: 'What clients say',
      limit: 6,
    },
    {
      blockType: 'callToAction',
      heading: 'Let’s talk',
      text: 'Book a first meeting. We will tell you plainly whether we can help and what it would cost.',
      actions: [book('Book a first meeting', 'newClient'), callOffice],
    },
  ],
}
