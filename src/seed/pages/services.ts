import { heading, list, paragraph, richText } from '../rich-text'
import { serviceCards } from './home'
import { book, callOffice, pageLink, type PageData } from './page-data'

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
    {
      blockType: 'featureGrid',
      heading: 'What every client can expect',
      features: [
        {
          icon: 'file-text',
          title: 'A fixed fee in writing',
          text: 'You know the price before we start. If the work changes, we agree on any change in writing first.',
        },
        {
          icon: 'phone',
          title: 'You reach the attorney',
          text: 'A small office means you speak with the person doing your work, by phone, text, e-mail or video.',
        },
        {
          icon: 'calendar',
          title: 'Clear next steps',
          text: 'After each meeting you know what happens next, who does it and by when.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Not sure which service fits?',
      text: 'Book a first meeting. We will tell you plainly whether we can help.',
      actions: [book('Book a first meeting', 'newClient'), callOffice],
    },
  ],
}

const smallBusiness: PageData = {
  title: 'Small Business',
  path: '/services/small-business',
  description:
    'Help for Colorado small businesses: choosing and forming an entity, operating agreements, contracts, and the everyday legal questions of a growing company.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Small Business',
      lead: 'From choosing between an LLC and a corporation to the contracts you sign every week, we help owners build on solid ground, at fixed fees.',
      actions: [book('Book a business consultation', 'newBusinessClient'), callOffice],
    },
    {
      blockType: 'featureGrid',
      heading: 'How we help businesses',
      features: [
        {
          icon: 'briefcase',
          title: 'Choosing and forming an entity',
          text: 'LLC, corporation or partnership: we explain the trade-offs in liability, taxes and paperwork, then file with the Colorado Secretary of State.',
        },
        {
          icon: 'users',
          title: 'Operating and partner agreements',
          text: 'Who decides what, how profits are shared, and what happens if an owner leaves, becomes ill or dies.',
        },
        {
          icon: 'file-text',
          title: 'Contracts',
          text: 'Customer terms, supplier agreements, leases and independent-contractor agreements, written or reviewed in plain language.',
        },
        {
          icon: 'scroll-text',
          title: 'Succession planning',
          text: 'A plan for who runs or buys the business when you step back, tied in with your own estate plan.',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: 'Forming a Colorado LLC: the basics',
      content: richText(
        paragraph(
          'An LLC is formed by filing Articles of Organization with the Colorado Secretary of State. The state filing fee is $50, and each year the business files a periodic report, which costs $25. Fees can change, so we confirm them when we file.',
        ),
        heading('What we set up with you', 'h3'),
        list([
          'Articles of Organization and a registered agent',
          'An operating agreement that fits how you actually run the business',
          'An employer identification number (EIN) from the IRS',
          'A calendar reminder for the yearly periodic report',
        ]),
      ),
    },
    {
      blockType: 'processSteps',
      heading: 'What happens next',
      steps: [
        {
          title: 'Consultation',
          text: 'We learn about your business, your partners and your plans, and suggest the right structure.',
        },
        {
          title: 'Fixed-fee proposal',
          text: 'You receive a written scope and fee. Nothing starts until you agree.',
        },
        {
          title: 'Drafting and filing',
          text: 'We prepare and file the documents and walk you through each one.',
        },
        {
          title: 'Ongoing questions',
          text: 'As you grow, call when a new contract or question comes up.',
        },
      ],
    },
    {
      blockType: 'testimonials',
      heading: 'What business clients say',
      serviceLine: 'smallBusiness',
      limit: 6,
    },
    {
      blockType: 'faq',
      heading: 'Common questions from business owners',
      items: [
        {
          question: 'Do I need an LLC to start a business?',
          answer:
            'No. You can work as a sole proprietor. An LLC can help keep business debts separate from your personal property when it is set up and run properly. We explain the trade-offs for your situation.',
        },
        {
          question: 'Can you review a contract someone sent me?',
          answer:
            'Yes. Send it after we confirm we can help (we first check for conflicts). We explain what it means for you and suggest changes, for a fixed fee.',
        },
        {
          question: 'Do you help with taxes?',
          answer:
            'We explain how the choice of entity affects taxes and work alongside your accountant or tax preparer. We do not prepare tax returns.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Talk it through first',
      text: 'A consultation is the place for your questions. We explain your options and the fixed fee before you decide anything.',
      actions: [book('Book a business consultation', 'newBusinessClient')],
    },
  ],
}

const bankruptcy: PageData = {
  title: 'Bankruptcy',
  path: '/services/bankruptcy',
  description:
    'Chapter 7 and Chapter 13 bankruptcy for Colorado individuals and families, explained plainly, with a fixed fee agreed up front.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Bankruptcy',
      lead: 'Debt can feel overwhelming. We look at your whole situation with you, explain what Chapter 7 or Chapter 13 would mean, and tell you honestly if another path fits better.',
      actions: [book('Book a bankruptcy consultation', 'newBankruptcyClient'), callOffice],
    },
    {
      blockType: 'featureGrid',
      heading: 'Two main kinds of personal bankruptcy',
      features: [
        {
          icon: 'landmark',
          title: 'Chapter 7',
          text: 'Often called a fresh start. Many debts are wiped out in a few months. Some property may be sold to pay creditors, though much is usually protected.',
        },
        {
          icon: 'calendar',
          title: 'Chapter 13',
          text: 'A repayment plan over three to five years. It can help you keep a home or car and catch up on missed payments.',
        },
        {
          icon: 'scale',
          title: 'Other options',
          text: 'Sometimes negotiating with creditors, or simply waiting, is the better choice. We will say so.',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: 'Court fees',
      content: richText(
        paragraph(
          'The federal court charges a filing fee: $338 for Chapter 7 and $313 for Chapter 13. These go to the court, not to us, and are separate from our fixed fee. In some cases the court lets you pay in installments, or waives the Chapter 7 fee.',
        ),
        paragraph(
          'Before filing, you must take a credit counseling course from an approved provider. We tell you how.',
        ),
      ),
    },
    {
      blockType: 'processSteps',
      heading: 'What happens next',
      steps: [
        {
          title: 'Consultation',
          text: 'We go over your income, debts and property, and explain which chapter, if any, fits.',
        },
        {
          title: 'Gather documents',
          text: 'We give you a checklist: pay stubs, tax returns, bank statements and bills.',
        },
        {
          title: 'Petition review',
          text: 'We go through the full petition with you, line by line, in person or by video, before anything is filed.',
        },
        {
          title: 'Filing and the meeting of creditors',
          text: 'We file the case and go with you to the meeting with the trustee, and explain each step after.',
        },
      ],
    },
    {
      blockType: 'testimonials',
      heading: 'What bankruptcy clients say',
      serviceLine: 'bankruptcy',
      limit: 6,
    },
    {
      blockType: 'faq',
      heading: 'Common questions about bankruptcy',
      items: [
        {
          question: 'Will I lose my house or car?',
          answer:
            'Not always. Colorado law protects some property, and Chapter 13 can help you keep a home or car. What applies depends on your equity and payments. We go through it item by item.',
        },
        {
          question: 'Which debts does bankruptcy not erase?',
          answer:
            'Most child support, alimony, recent taxes and most student loans are not erased. We explain what would and would not be discharged in your case.',
        },
        {
          question: 'Do the calls from creditors stop?',
          answer:
            'When a case is filed, an "automatic stay" generally stops most collection calls, lawsuits and garnishments. There are exceptions, which we explain.',
        },
      ],
    },
    {
      blockType: 'schedulingCards',
      heading: 'Book a meeting',
      cards: [
        {
          schedulingKind: 'newBankruptcyClient',
          title: 'First consultation',
          text: 'Talk through your situation and your options.',
          duration: 'About 45 minutes, in person or by video',
          buttonLabel: 'Book this meeting',
        },
        {
          schedulingKind: 'petitionReviewInPerson',
          text: 'Already a client? Review your petition with us in the office.',
          buttonLabel: 'Book this meeting',
        },
        {
          schedulingKind: 'petitionReviewRemote',
          text: 'Already a client? Review your petition with us by video.',
          buttonLabel: 'Book this meeting',
        },
      ],
    },
  ],
}

const nonprofits: PageData = {
  title: 'Nonprofit Organizations',
  path: '/services/nonprofits',
  description:
    'Forming Colorado nonprofits, applying for federal tax exemption, writing bylaws, board governance and keeping up with yearly filings.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Nonprofit Organizations',
      lead: 'Turning a good cause into an organization takes paperwork at the state and federal level. We handle it with you and set up the board and bylaws to last.',
      actions: [book('Book a nonprofit consultation', 'newNonprofitClient'), callOffice],
    },
    {
      blockType: 'processSteps',
      heading: 'From idea to tax-exempt organization',
      steps: [
        {
          title: 'Incorporate in Colorado',
          text: 'We file Articles of Incorporation for a nonprofit corporation with the Colorado Secretary of State. The state fee is $50.',
        },
        {
          title: 'Bylaws and first board meeting',
          text: 'We write bylaws that fit your group, and a conflict-of-interest policy, and help run the first board meeting.',
        },
        {
          title: 'Apply for federal tax exemption',
          text: 'We prepare IRS Form 1023 (user fee $600) or, for small organizations that qualify, Form 1023-EZ (user fee $275).',
        },
        {
          title: 'Stay in good standing',
          text: 'We set up reminders for the Colorado periodic report ($25 a year) and the yearly return the IRS requires (Form 990, Form 990-EZ or the Form 990-N e-Postcard).',
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: 'Ongoing help',
      features: [
        {
          icon: 'users',
          title: 'Board governance',
          text: 'Officer roles, meeting minutes, voting and how to handle disagreements.',
        },
        {
          icon: 'hand-heart',
          title: 'Donations and fundraising',
          text: 'Gift acknowledgment letters, restricted gifts and charitable solicitation questions.',
        },
        {
          icon: 'file-text',
          title: 'Contracts and policies',
          text: 'Volunteer agreements, leases, grant terms and the policies funders ask for.',
        },
      ],
    },
    {
      blockType: 'testimonials',
      heading: 'What nonprofit clients say',
      serviceLine: 'nonprofits',
      limit: 6,
    },
    {
      blockType: 'faq',
      heading: 'Common questions about nonprofits',
      items: [
        {
          question: 'How long does federal tax exemption take?',
          answer:
            'It depends on the IRS workload and on which form you file. Form 1023-EZ is usually decided faster than the full Form 1023. We give you a current estimate when we file.',
        },
        {
          question: 'Can we use Form 1023-EZ?',
          answer:
            'Only small organizations that meet the IRS eligibility rules, including limits on expected income and assets, may use it. We go through the eligibility checklist with you.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Starting something good?',
      text: 'Book a consultation and bring your mission, your founders and your questions.',
      actions: [
        book('Book a nonprofit consultation', 'newNonprofitClient'),
        pageLink('See our policies', '/policies'),
      ],
    },
  ],
}

export const servicePages: PageData[] = [servicesOverview, smallBusiness, bankruptcy, nonprofits]
