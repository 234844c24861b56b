import type { SchedulingKind } from '@/domain/contact/scheduling-kinds'
import type { Landing } from '@/payload-types'

type LandingsData = Omit<Landing, 'id' | 'updatedAt' | 'createdAt'>
type Confirmation = NonNullable<LandingsData['confirmations']>[number]

const reschedule =
  'Use the link in your confirmation e-mail to pick another time, or call or text us. If you cannot make it, please let us know a day ahead so someone else can have the time.'

const firstMeetingSteps = [
  {
    title: 'We confirm by e-mail',
    text: 'You will receive the time, the place or video link, and this page’s checklist.',
  },
  {
    title: 'We check for conflicts',
    text: 'Before the meeting we make sure we can help you, so you can speak freely.',
  },
  {
    title: 'We meet',
    text: 'We listen, answer your questions and explain your options and the fixed fee. You decide afterwards, with no pressure.',
  },
]

function confirmation(
  kind: SchedulingKind,
  heading: string,
  lead: string,
  prepare: string[],
  nextSteps = firstMeetingSteps,
): Confirmation {
  return {
    kind,
    heading,
    lead,
    nextSteps,
    prepare: prepare.map((item) => ({ item })),
    reschedule,
  }
}

/** The booking dialog and the pages after booking and paying, for the fictional practice. */
export const seedLandings: LandingsData = {
  dialogHeading: 'What would you like help with?',
  dialogIntro: 'Choose one. You will pick a time on our booking page.',
  dialogCards: [
    {
      serviceLine: 'estatePlanning',
      title: 'Estate planning',
      firstMeeting:
        'An education meeting: we explain wills, trusts and gun trusts, and answer your questions.',
      schedulingKind: 'estatePlanEducation',
      buttonLabel: 'Book a meeting',
    },
    {
      serviceLine: 'smallBusiness',
      title: 'Small business',
      firstMeeting: 'A consultation about forming your business, partner agreements or a contract.',
      schedulingKind: 'newBusinessClient',
      buttonLabel: 'Book a meeting',
    },
    {
      serviceLine: 'bankruptcy',
      title: 'Bankruptcy',
      firstMeeting:
        'A confidential look at your debts, income and property, and which options fit.',
      schedulingKind: 'newBankruptcyClient',
      buttonLabel: 'Book a meeting',
    },
    {
      serviceLine: 'nonprofits',
      title: 'Nonprofits',
      firstMeeting:
        'A consultation about your mission, your founders and the steps to tax exemption.',
      schedulingKind: 'newNonprofitClient',
      buttonLabel: 'Book a meeting',
    },
  ],
  confirmations: [
    confirmation(
      'newClient',
      'Your first meeting is booked',
      'Thank you for booking. Here is what happens between now and the meeting.',
      ['A short list of your questions', 'Any letters or papers about your matter'],
    ),
    confirmation(
      'checkIn',
      'Your check-in is booked',
      'A short catch-up about your matter, by phone or video.',
      ['Anything new since we last spoke', 'Your questions, written down'],
      [
        {
          title: 'We call or send the link',
          text: 'At the time you chose, we call you or send the video link.',
        },
      ],
    ),
    confirmation(
      'estatePlanEducation',
      'Your estate planning education meeting is booked',
      'A relaxed meeting to learn your options. There is nothing to decide on the day.',
      [
        'A rough list of what you own and owe (home, accounts, retirement plans, life insurance)',
        'Names of the people you might choose as guardians, trustees or agents',
        'Any will or trust you already have',
      ],
    ),
    confirmation(
      'estatePlanDesign',
      'Your estate plan design meeting is booked',
      'In this meeting we choose your documents together and agree on the fixed fee in writing.',
      [
        'Your notes from the education meeting',
        'Full names of everyone you want to name in your plan',
        'Deeds or account statements for property going into a trust',
      ],
    ),
    confirmation(
      'estatePlanCheckup',
      'Your plan check-up is booked',
      'We will read your current plan with you and see whether it still fits.',
      [
        'Your current will, trust and powers of attorney',
        'What has changed since you signed them (family, property, moves)',
      ],
    ),
    confirmation(
      'newBusinessClient',
      'Your business consultation is booked',
      'We will talk about your business, your partners and what you need first.',
      [
        'Your business name ideas, or the current name and entity',
        'Names of co-owners and how you plan to share ownership',
        'Any contract or agreement you want us to look at (after we confirm we can help)',
      ],
    ),
    confirmation(
      'newBankruptcyClient',
      'Your bankruptcy consultation is booked',
      'A private conversation about your situation. Bring what you have; we will not judge.',
      [
        'A list of your debts, with recent statements if you have them',
        'Your last two months of pay stubs or other income',
        'Your most recent tax return',
      ],
    ),
    confirmation(
      'newNonprofitClient',
      'Your nonprofit consultation is booked',
      'We will talk about your mission, your founders and the road to tax exemption.',
      [
        'A few sentences about your mission',
        'Names of your likely board members',
        'An idea of your first year’s income and costs',
      ],
    ),
    confirmation(
      'petitionReviewInPerson',
      'Your petition review is booked (in the office)',
      'We will go through your bankruptcy petition line by line before it is filed.',
      [
        'Your photo ID and Social Security card',
        'Any new bills or income since you gave us your documents',
        'About 90 minutes of time',
      ],
      [
        {
          title: 'We review every page together',
          text: 'You check each answer is true and complete; we correct anything that is not.',
        },
        {
          title: 'You sign',
          text: 'When everything is right, you sign and we file the case.',
        },
        {
          title: 'We prepare for the meeting of creditors',
          text: 'We explain the meeting with the trustee and what to bring.',
        },
      ],
    ),
    confirmation(
      'petitionReviewRemote',
      'Your petition review is booked (by video)',
      'We will go through your bankruptcy petition line by line, by video, before it is filed.',
      [
        'A quiet room, a computer or tablet with a camera, and a good connection',
        'Your photo ID and Social Security card, to show on camera',
        'Any new bills or income since you gave us your documents',
      ],
    ),
  ],
  neutralHeading: 'Book a meeting',
  neutralIntro:
    'If you have just booked, thank you: your confirmation is in your e-mail. To book another meeting, choose one below.',
  paymentSuccessMarker: 'utm_source=lawmatics',
  paidHeading: 'Thank you for your payment',
  paidText:
    'Our payment provider will e-mail you a receipt. Money paid before the work is done is held in our trust account until it is earned.\n\nIf anything about the payment looks wrong, call or e-mail us and we will sort it out.',
  unpaidHeading: 'Looking to make a payment?',
  unpaidText:
    'If your payment did not go through, you can start again on our payment page, or call us and we will check for you.',
}
