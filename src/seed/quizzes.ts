import type { Quiz } from '@/payload-types'

type SeedAnswer = Omit<Quiz['questions'][number]['answers'][number], 'post' | 'id'> & {
  /** The slug of a seeded post listed in the report when this answer is chosen. */
  postSlug?: string
}
type SeedQuestion = Omit<Quiz['questions'][number], 'answers' | 'id'> & { answers: SeedAnswer[] }
export type SeedQuiz = Omit<Quiz, 'id' | 'questions' | 'createdAt' | 'updatedAt'> & {
  questions: SeedQuestion[]
}

const yes = (value: number, extra: Partial<SeedAnswer> = {}): SeedAnswer => ({
  label: 'Yes',
  value,
  ...extra,
})
const no = (value: number, extra: Partial<SeedAnswer> = {}): SeedAnswer => ({
  label: 'No',
  value,
  ...extra,
})

/** Ten questions; totals 0–8 point to doing it yourself, 9–18 to guided help, 19 up to a full plan. */
const diyCheck: SeedQuiz = {
  title: 'Is doing your own estate plan right for you?',
  slug: 'estate-planning/diy-check',
  intro:
    'Forms and online services work well for some families and poorly for others. Ten short questions about your family, what you own and how you like to work point to one of three ways to make your plan: on your own, with guided help, or with a full plan drawn up for you.',
  estimatedMinutes: 4,
  pdfNeedsEmail: false,
  questions: [
    {
      key: 'dependents',
      kind: 'multiple',
      text: 'Who depends on you? Tick all that apply.',
      answers: [
        { label: 'No one', value: 0 },
        { label: 'A spouse or partner', value: 1 },
        {
          label: 'Children under 18',
          value: 3,
          whyItMatters:
            'Colorado lets a parent name a guardian for minor children in a will or another signed document; without one, a court chooses. Money left to a child needs someone to manage it until the child is grown.',
        },
        {
          label: 'An adult child or relative with a disability',
          value: 4,
          scoreFloor: 19,
          whyItMatters:
            'Money left outright can cost a person with a disability the means-tested benefits they rely on. A trust written for that purpose can avoid it, and it is easy to get wrong on a form.',
        },
        { label: 'A parent or another relative I support', value: 2 },
      ],
    },
    {
      key: 'blended-family',
      kind: 'yesNo',
      text: 'Do you or your spouse have children from an earlier relationship?',
      answers: [
        yes(4, {
          whyItMatters:
            'In a blended family, who inherits what depends closely on how the documents are worded and how accounts are titled. Forms rarely ask the right questions.',
        }),
        no(0),
      ],
    },
    {
      key: 'property',
      kind: 'multiple',
      text: 'What do you own? Tick all that apply.',
      help: 'Count what you own alone and what you own with someone else.',
      answers: [
        { label: 'Mostly bank accounts and belongings', value: 0 },
        { label: 'A home in Colorado', value: 1 },
        {
          label: 'Real estate in another state',
          value: 3,
          scoreFloor: 9,
          whyItMatters:
            'Real estate in another state can need a second probate in that state unless the plan provides for it.',
        },
        {
          label: 'A business, or part of one',
          value: 4,
          whyItMatters:
            'A business needs a plan for who runs it and who owns it next; its own agreements may limit who can inherit a share.',
        },
        {
          label: 'Retirement accounts (IRA, 401(k))',
          value: 1,
          postSlug: 'inherited-ira-10-year-rule',
          whyItMatters:
            'Retirement accounts usually pass by their beneficiary forms, not by your will, and the rules for heirs decide how fast the account must be emptied.',
        },
        {
          label: 'Firearms regulated under the National Firearms Act',
          value: 3,
          postSlug: 'gun-trusts-2026-zero-tax-stamp',
          whyItMatters:
            'Items such as suppressors are registered with ATF; handing them on takes an approved transfer, which a gun trust can plan for.',
        },
      ],
    },
    {
      key: 'estate-value',
      kind: 'single',
      text: 'Roughly what is everything worth together, including your home and retirement accounts?',
      answers: [
        { label: 'Under $250,000', value: 0 },
        { label: '$250,000 to $1 million', value: 1 },
        { label: '$1 million to $5 million', value: 3 },
        {
          label: 'Over $5 million',
          value: 5,
          postSlug: '2026-estate-tax-exclusion-colorado',
          whyItMatters:
            'Larger estates benefit from planning for taxes and for how and when heirs receive what they inherit.',
        },
      ],
    },
    {
      key: 'disagreement',
      kind: 'scale',
      text: 'How likely is it that the people you leave things to would disagree?',
      help: '1: not at all likely. 5: very likely.',
      answers: [
        { label: '1', value: 0 },
        { label: '2', value: 1 },
        { label: '3', value: 2 },
        {
          label: '4',
          value: 3,
          whyItMatters:
            'Where disagreement is likely, clear documents signed with care, and a trusted person to carry them out, head off disputes.',
        },
        {
          label: '5',
          value: 4,
          whyItMatters:
            'Where disagreement is likely, clear documents signed with care, and a trusted person to carry them out, head off disputes.',
        },
      ],
    },
    {
      key: 'health-decisions',
      kind: 'single',
      text: 'Have you chosen who makes medical decisions for you if you cannot?',
      answers: [
        { label: 'Yes, and it is written down', value: 0 },
        { label: 'I know who, but nothing is written', value: 1 },
        {
          label: 'Not yet',
          value: 2,
          whyItMatters:
            'Without a medical power of attorney, your family may not know who decides for you, or may have to wait on a court.',
        },
      ],
    },
    {
      key: 'existing-plan',
      kind: 'single',
      text: 'Do you have a will or trust now?',
      answers: [
        { label: 'Yes, looked at in the last five years', value: 0 },
        {
          label: 'Yes, but it is older than that',
          value: 2,
          whyItMatters:
            'Marriages, births, moves and new accounts since a plan was signed can leave it saying something you no longer mean.',
        },
        { label: 'No', value: 1 },
      ],
    },
    {
      key: 'formalities',
      kind: 'single',
      text: 'How comfortable are you following signing rules exactly and retitling accounts yourself?',
      help: 'A will or trust only works if it is signed the way the law requires and your accounts match it.',
      answers: [
        { label: 'Very comfortable', value: 0 },
        { label: 'Somewhat comfortable', value: 2 },
        {
          label: 'I would rather someone else handled it',
          value: 4,
          whyItMatters:
            'A mistake in signing or titling is found only when the plan is needed, when it can no longer be fixed.',
        },
      ],
    },
    {
      key: 'privacy',
      kind: 'yesNo',
      text: 'Would you like your estate settled without a court case open to the public?',
      answers: [
        yes(2, {
          whyItMatters:
            'A will is carried out through probate, a court case others can look up. A funded living trust usually avoids it.',
        }),
        no(0),
      ],
    },
    {
      key: 'protection',
      kind: 'yesNo',
      text: 'Does anyone you would leave things to struggle with debt, addiction or managing money?',
      answers: [
        yes(4, {
          whyItMatters:
            'An inheritance held in a trust, paid out by a trustee, can help someone without being lost to creditors or to spending.',
        }),
        no(0),
      ],
    },
  ],
  bands: [
    {
      title: 'Doing it yourself can work',
      min: 0,
      max: 8,
      explanation:
        'Your situation is fairly simple. A careful do-it-yourself will, with powers of attorney and up-to-date beneficiary forms, may serve you well. Read about what a plan includes before you start, and have it checked if anything changes.',
      nextStep: { label: 'What an estate plan includes', url: '/services/estate-planning' },
    },
    {
      title: 'Guided help is worth it',
      min: 9,
      max: 18,
      explanation:
        'Parts of your situation are easy to get wrong on your own. A meeting to go over your choices, with documents you finish with our help, fits many families like yours.',
      nextStep: { label: 'Book an education meeting', schedulingKind: 'estatePlanEducation' },
    },
    {
      title: 'A full plan drawn up for you',
      min: 19,
      max: null,
      explanation:
        'Your family or what you own calls for documents written for you: trusts, careful wording and the signing and retitling done with you. We design the plan together in a meeting.',
      nextStep: { label: 'Book a design meeting', schedulingKind: 'estatePlanDesign' },
    },
  ],
  _status: 'published',
}

/** Six questions; owners of no NFA item skip the three about them. */
const gunTrust: SeedQuiz = {
  title: 'Do you need a gun trust?',
  slug: 'gun-trust',
  intro:
    'A gun trust holds firearms, including items registered under the National Firearms Act, so that more than one person may lawfully keep them and they pass to the people you choose. Six questions or fewer show whether one fits you.',
  estimatedMinutes: 2,
  pdfNeedsEmail: false,
  questions: [
    {
      key: 'nfa-items',
      kind: 'yesNo',
      text: 'Do you own, or plan to buy or make, a suppressor, short-barreled rifle or shotgun, or another item registered under the National Firearms Act?',
      answers: [
        yes(3, {
          postSlug: 'gun-trusts-2026-zero-tax-stamp',
          whyItMatters:
            'Since January 1, 2026 the federal tax on most of these items is $0, but ATF must still approve each transfer, and only the registered owner may possess the item.',
        }),
        no(0, { branchTo: 'heirs' }),
      ],
    },
    {
      key: 'shared-use',
      kind: 'yesNo',
      text: 'Should someone besides you be able to keep or use these items, such as a spouse or an adult child?',
      answers: [
        yes(4, {
          scoreFloor: 9,
          whyItMatters:
            'Generally, only the person an item is registered to may possess it. A trust can name several trustees, each allowed to possess the trust’s items.',
        }),
        no(0),
      ],
    },
    {
      key: 'already-registered',
      kind: 'yesNo',
      text: 'Are any of these items already registered to you personally?',
      answers: [
        yes(1, {
          whyItMatters:
            'An item already registered to you moves into a trust only with an approved ATF transfer; it is worth doing once, for all your items together.',
        }),
        no(0),
      ],
    },
    {
      key: 'heirs',
      kind: 'single',
      text: 'Who should receive your firearms after you?',
      answers: [
        {
          label: 'I have not decided',
          value: 2,
          whyItMatters:
            'Without written wishes, the people settling your estate must work out who receives each firearm, and whether that person may lawfully have it.',
        },
        { label: 'Family members in Colorado', value: 1 },
        {
          label: 'Someone who lives in another state',
          value: 3,
          whyItMatters:
            'Moving firearms to someone in another state has its own federal and state rules; a trust can tell your trustee how.',
        },
      ],
    },
    {
      key: 'heirs-know-rules',
      kind: 'scale',
      text: 'How well do the people you would leave firearms to know the rules for keeping and transferring them?',
      help: '1: not at all. 5: completely.',
      answers: [
        {
          label: '1',
          value: 3,
          whyItMatters:
            'A trust can spell out, step by step, what your trustee does with each item, so nobody has to guess at a hard time.',
        },
        { label: '2', value: 2 },
        { label: '3', value: 1 },
        { label: '4', value: 1 },
        { label: '5', value: 0 },
      ],
    },
    {
      key: 'estate-plan',
      kind: 'yesNo',
      text: 'Do you have a will or trust now?',
      answers: [
        yes(0),
        no(2, {
          whyItMatters:
            'A gun trust works alongside the rest of an estate plan; without a will, Colorado law decides who inherits everything else.',
        }),
      ],
    },
  ],
  bands: [
    {
      title: 'A gun trust may add little for now',
      min: 0,
      max: 3,
      explanation:
        'From your answers, an ordinary will that says who receives your firearms may be enough. If you buy a registered item, or want others to share your firearms, take the quiz again.',
      nextStep: {
        label: 'Read about gun trusts in 2026',
        url: '/blog/gun-trusts-2026-zero-tax-stamp',
      },
    },
    {
      title: 'Worth talking through',
      min: 4,
      max: 8,
      explanation:
        'Some of your answers are the reasons people choose a gun trust. A short consultation will show whether one fits with the rest of your plan.',
      nextStep: { label: 'Book a consultation', schedulingKind: 'newClient' },
    },
    {
      title: 'A gun trust fits your situation',
      min: 9,
      max: null,
      explanation:
        'Sharing registered items, or handing them on, is what a gun trust is for. It is one of our fixed-fee packages; see what it includes and book when you are ready.',
      nextStep: { label: 'See the gun trust package', url: '/services/estate-planning/gun-trusts' },
    },
  ],
  _status: 'published',
}

/** The two quizzes the site starts with. */
export const seedQuizzes: readonly SeedQuiz[] = [diyCheck, gunTrust]
