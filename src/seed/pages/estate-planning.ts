import { heading, list, paragraph, richText } from '../rich-text'
import { book, callOffice, pageLink, type PageData } from './page-data'

const estatePlanning: PageData = {
  title: 'Estate Planning',
  path: '/services/estate-planning',
  description:
    'Wills, living trusts, powers of attorney, medical directives and gun trusts for Colorado families, written in plain words at fixed fees.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Estate Planning',
      lead: 'A good plan says who cares for your children, who handles your money if you cannot, and who receives what you leave behind. We write it with you, in words you understand, for a fixed fee.',
      actions: [book('Book an education meeting', 'estatePlanEducation'), callOffice],
    },
    {
      blockType: 'featureGrid',
      heading: 'What a plan can include',
      intro: 'Most families need only some of these. We help you choose what fits.',
      features: [
        {
          icon: 'scroll-text',
          title: 'Will',
          text: 'Says who receives your property and who will settle your estate. If you have young children, it names who would raise them.',
        },
        {
          icon: 'shield-check',
          title: 'Revocable living trust',
          text: 'Holds your property while you are alive and passes it on without a court process. You stay in control and can change it at any time.',
        },
        {
          icon: 'file-text',
          title: 'Financial power of attorney',
          text: 'Lets a person you trust pay bills and manage money for you if illness or injury means you cannot.',
        },
        {
          icon: 'hand-heart',
          title: 'Medical durable power of attorney and living will',
          text: 'Names who speaks with doctors for you, and writes down the care you want and do not want.',
        },
        {
          icon: 'users',
          title: 'Beneficiary designations',
          text: 'Retirement accounts and life insurance pass by their own forms, not your will. We check that they match your plan.',
        },
        {
          icon: 'scale',
          title: 'Gun trust',
          text: 'A trust made for firearms, including items regulated under the National Firearms Act, so the people you name can use and inherit them lawfully.',
        },
      ],
    },
    {
      blockType: 'processSteps',
      heading: 'How we work together',
      intro: 'Four steps, at a pace that suits you. You will know the fee before step two.',
      steps: [
        {
          title: 'Education meeting',
          text: 'A relaxed conversation about your family, what you own and what worries you. We explain the options in plain words. There is no pressure to decide anything.',
        },
        {
          title: 'Design meeting',
          text: 'We choose the documents together and agree on the fixed fee in writing. You tell us who you want in each role.',
        },
        {
          title: 'Review the drafts',
          text: 'You receive the drafts to read at home. We go through them with you and change anything that does not sound right.',
        },
        {
          title: 'Signing and check-ups',
          text: 'You sign with a notary and witnesses in our office. Afterwards, we suggest a short check-up every few years or when life changes.',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: 'Taxes: what 2026 looks like',
      content: richText(
        paragraph(
          'Most families will not owe estate tax. For 2026 the federal estate and gift tax exclusion is ',
          { text: '$15,000,000 per person', bold: true },
          '. You can also give up to ',
          { text: '$19,000 per person each year', bold: true },
          ' to as many people as you like without filing a gift tax return.',
        ),
        paragraph(
          'Colorado currently has no state estate tax and no inheritance tax. Planning is still worth it: it keeps decisions in the hands of people you trust, and it can save your family time, cost and stress.',
        ),
        heading('When to review your plan', 'h3'),
        list([
          'You marry, divorce, or a loved one dies',
          'A child or grandchild is born, or a child turns 18',
          'You buy a home, start a business or move to another state',
          'Someone you named can no longer serve',
        ]),
      ),
    },
    {
      blockType: 'callToAction',
      heading: 'An IRA in your estate?',
      text: 'Money your children take out of an inherited traditional IRA is generally taxed as their income. Our Roth conversion tool compares converting part of it to a Roth IRA now with not converting, using your family’s own totals.',
      actions: [pageLink('Try the Roth conversion tool', '/tools/RothConversionModel')],
    },
    {
      blockType: 'testimonials',
      heading: 'What estate-planning clients say',
      serviceLine: 'estatePlanning',
      limit: 6,
    },
    {
      blockType: 'faq',
      heading: 'Common questions about estate planning',
      items: [
        {
          question: 'Do I need a will if I do not own much?',
          answer:
            'Usually yes. A will is about more than money. It names who would raise your young children and who settles your affairs.\n\nWithout one, Colorado law decides who inherits, and a court chooses the person in charge.',
        },
        {
          question: 'Should I have a will or a trust?',
          answer:
            'It depends on what you own, where it is, and how much privacy you want. A trust can let your family skip the court process called probate. A will-based plan costs less up front.\n\nWe explain both in the education meeting and help you choose.',
        },
        {
          question: 'What happens in the first meeting?',
          answer:
            'We listen, answer questions and explain the options. Bring a rough list of what you own and any documents you already have. You do not need to decide anything in that meeting.',
        },
        {
          question: 'Can we meet by video?',
          answer:
            'Yes. Education and design meetings can be in the office, by video or by phone. Signing happens in our office, with witnesses and a notary, so every document is signed the right way.',
        },
      ],
    },
    {
      blockType: 'schedulingCards',
      heading: 'Book a meeting',
      intro: 'Choose the meeting that matches where you are.',
      cards: [
        {
          schedulingKind: 'estatePlanEducation',
          title: 'Education meeting',
          text: 'New to estate planning? Learn the options and ask anything.',
          duration: 'About 45 minutes, in person or by video',
          buttonLabel: 'Book this meeting',
        },
        {
          schedulingKind: 'estatePlanDesign',
          title: 'Design meeting',
          text: 'Ready to choose your documents and agree on the fee.',
          duration: 'About 60 minutes, in person or by video',
          buttonLabel: 'Book this meeting',
        },
        {
          schedulingKind: 'estatePlanCheckup',
          title: 'Plan check-up',
          text: 'Already have a plan? We check it still fits your family and the law.',
          duration: 'About 30 minutes, by phone or video',
          buttonLabel: 'Book this meeting',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'On your own, or with help?',
      text: 'Ten questions about your family and what you own show whether a do-it-yourself plan, guided help or a full plan fits you, and why.',
      actions: [pageLink('Take the estate plan quiz', '/quizzes/estate-planning/diy-check')],
    },
    {
      blockType: 'callToAction',
      heading: 'See the fixed fees',
      text: 'Every package has one price, agreed in writing before we begin.',
      actions: [pageLink('Estate planning pricing', '/services/estate-planning/pricing')],
    },
  ],
}

const gunTrusts: PageData = {
  title: 'Gun Trusts',
  path: '/services/estate-planning/gun-trusts',
  aliases: [{ path: '/services/estate-planning/GunTrusts' }],
  description:
    'Gun trusts for Colorado owners of suppressors, short-barreled rifles and other NFA items: shared use, clear rules and a lawful path to your heirs.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Gun Trusts',
      lead: 'A gun trust lets the people you name possess and use firearms regulated by the National Firearms Act, and passes them on lawfully when you die. We write it for your family and explain each step.',
      actions: [book('Book an education meeting', 'estatePlanEducation'), callOffice],
    },
    {
      blockType: 'richText',
      heading: 'What changed on January 1, 2026',
      content: richText(
        paragraph(
          'Federal law cut the National Firearms Act tax to ',
          { text: '$0', bold: true },
          ' for suppressors, short-barreled rifles, short-barreled shotguns and "any other weapons" made or transferred on or after January 1, 2026.',
        ),
        paragraph(
          'Registration has not gone away. You still file an ATF Form 1 (to make an item) or Form 4 (to transfer one), with fingerprints and photos, and you wait for approval before you take possession. Machine guns and destructive devices still carry the $200 tax.',
        ),
      ),
    },
    {
      blockType: 'featureGrid',
      heading: 'Why owners choose a trust',
      features: [
        {
          icon: 'users',
          title: 'More than one person can use the items',
          text: 'Each trustee you name may possess the trust’s items. Without a trust, only the registered owner may.',
        },
        {
          icon: 'scroll-text',
          title: 'A clear path to your heirs',
          text: 'The trust says who receives each item and how. Your successor trustee follows ATF’s rules for the transfer, with instructions already written.',
        },
        {
          icon: 'shield-check',
          title: 'Rules everyone can follow',
          text: 'The trust sets out who may hold items, what to do if someone becomes ineligible, and how to store and move them.',
        },
        {
          icon: 'file-text',
          title: 'Private, without probate',
          text: 'Items held in the trust pass under its terms rather than through a public court process.',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: 'Responsible persons',
      content: richText(
        paragraph(
          'Since July 13, 2016 (ATF Final Rule 41F), every trustee who can direct the trust’s firearms is a "responsible person". Each one completes ATF Form 5320.23 and sends fingerprints and photographs with each Form 1 or Form 4 the trust files. A copy goes to the chief law enforcement officer where each of you lives. No sign-off from local law enforcement is needed.',
        ),
        paragraph(
          'We help you decide who should be a trustee, and we walk each of them through the paperwork.',
        ),
      ),
    },
    {
      blockType: 'processSteps',
      heading: 'What happens next',
      steps: [
        {
          title: 'Talk it through',
          text: 'We learn what you own or plan to buy, who should have access, and who should inherit.',
        },
        {
          title: 'We draft the trust',
          text: 'You review a draft written in plain English, with a short guide for your trustees.',
        },
        {
          title: 'Sign and fund',
          text: 'You sign the trust in our office. We explain how to put items you already own into it, and how to buy new ones in its name.',
        },
        {
          title: 'File with ATF',
          text: 'Your dealer or you file the Form 4 or Form 1 in the trust’s name. We answer your questions along the way.',
        },
      ],
    },
    {
      blockType: 'faq',
      heading: 'Questions about gun trusts',
      items: [
        {
          question: 'Do I still need a gun trust now that the tax is $0?',
          answer:
            'The tax was never the main reason. A trust lets several people lawfully possess the items and makes the transfer to your heirs straightforward. Registration with ATF is still required.',
        },
        {
          question: 'Can I put firearms I already own into the trust?',
          answer:
            'Ordinary firearms, yes. Items already registered under the National Firearms Act need an approved transfer to the trust. We explain the steps for your items.',
        },
        {
          question: 'Who should be a trustee?',
          answer:
            'Adults you trust who may lawfully possess firearms and who will follow the trust’s rules. Each trustee is a responsible person and sends fingerprints and photos with each application.',
        },
        {
          question: 'Is a gun trust part of my estate plan?',
          answer:
            'It works alongside it. Your will or living trust covers everything else; we make sure the two fit together.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Not sure a gun trust is for you?',
      text: 'Six questions or fewer show whether one fits what you own and who should receive it.',
      actions: [pageLink('Take the gun trust quiz', '/quizzes/gun-trust')],
    },
    {
      blockType: 'callToAction',
      heading: 'Ready to set up a gun trust?',
      text: 'A gun trust is a fixed-fee package. See what it includes, or book a meeting to talk it through.',
      actions: [
        pageLink('See the fixed fee', '/services/estate-planning/pricing'),
        book('Book a meeting', 'estatePlanEducation'),
      ],
    },
  ],
}

const pricing: PageData = {
  title: 'Estate Planning Pricing',
  path: '/services/estate-planning/pricing',
  description:
    'Fixed fees for estate planning in Colorado: will-based plans, trust-based plans, gun trusts and plan reviews, with what each includes.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Estate Planning Pricing',
      lead: 'One fixed fee per package, agreed in writing before we begin. No hourly billing, no surprise invoices. Fees are for one person or a married couple planning together.',
      actions: [book('Book a design meeting', 'estatePlanDesign'), callOffice],
    },
    {
      blockType: 'pricingTable',
      heading: 'Packages',
      intro:
        'Choose a package in the design meeting. If your situation needs something different, we quote a fixed fee for that too.',
      packages: [
        {
          name: 'Will-based plan',
          priceDollars: 1650,
          summary:
            'For families whose property can pass simply, or whose main need is naming guardians.',
          included: [
            { item: 'Will for each person' },
            { item: 'Financial power of attorney' },
            { item: 'Medical durable power of attorney and living will' },
            { item: 'Review of beneficiary designations' },
            { item: 'Signing meeting with witnesses and notary' },
          ],
          notIncluded: [
            { item: 'Probate or estate administration after a death' },
            { item: 'Deeds for real estate' },
          ],
        },
        {
          name: 'Trust-based plan',
          priceDollars: 3450,
          summary:
            'For homeowners and families who want to avoid probate and keep matters private.',
          included: [
            { item: 'Revocable living trust' },
            { item: 'Pour-over will for each person' },
            { item: 'Financial and medical powers of attorney, living will' },
            { item: 'Deed placing one Colorado home in the trust' },
            { item: 'Written funding instructions and a follow-up call' },
          ],
          notIncluded: [
            { item: 'Recording fees charged by the county' },
            { item: 'Homes in other states' },
          ],
        },
        {
          name: 'Gun trust',
          priceDollars: 950,
          summary:
            'A trust for firearms, including items regulated under the National Firearms Act.',
          included: [
            { item: 'Gun trust and schedule of items' },
            { item: 'Plain-English guide for your trustees' },
            { item: 'Help preparing for your first Form 1 or Form 4' },
          ],
          notIncluded: [
            { item: 'Federal taxes or fees, where they apply' },
            { item: 'Dealer transfer fees' },
          ],
        },
        {
          name: 'Plan review',
          priceDollars: 450,
          summary:
            'For an existing plan, ours or another lawyer’s: does it still do what you want?',
          included: [
            { item: 'Reading your current documents' },
            { item: 'A meeting to go through what still works' },
            { item: 'A written list of suggested changes' },
          ],
          notIncluded: [{ item: 'Writing new documents (fixed fee quoted if you want them)' }],
        },
      ],
      note: 'Government fees paid to others, such as county recording fees, are passed on at cost. Money paid before the work is done is held in our trust account until it is earned. See our fees policy for refunds.',
    },
    {
      blockType: 'callToAction',
      heading: 'Questions about fees?',
      text: 'Read how fees, payments and refunds work, or call us. We are glad to explain.',
      actions: [pageLink('Fees and charges', '/policies/fees'), callOffice],
    },
  ],
}

export const estatePlanningPages: PageData[] = [estatePlanning, gunTrusts, pricing]
