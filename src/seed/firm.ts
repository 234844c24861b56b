import { defaultRetentionPeriods } from '@/domain/privacy/retention'
import type { Navigation, SiteSetting } from '@/payload-types'

type SettingsData = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>
type NavigationData = Omit<Navigation, 'id' | 'updatedAt' | 'createdAt'>

const weekdayHours = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map(
  (day) => ({
    day,
    status: 'open' as const,
    opens: '09:00',
    closes: '17:00',
  }),
)

/**
 * The fictional practice the site ships with. Every name, address, number and link is invented:
 * e-mail at example.com, phone numbers in the reserved 555-01xx range, a made-up bar number.
 */
export const firmSettings: SettingsData = {
  email: 'office@example.com',
  phoneNumber: '(303) 555-0142',
  smsNumber: '(303) 555-0143',
  faxNumber: '(303) 555-0144',
  paymentFormUrl: 'https://pay.example.com/juniper-hill-law',
  schedulingLinks: {
    checkIn: 'https://book.example.com/check-in',
    estatePlanCheckup: 'https://book.example.com/estate-plan-checkup',
    estatePlanEducation: 'https://book.example.com/estate-plan-education',
    estatePlanDesign: 'https://book.example.com/estate-plan-design',
    newClient: 'https://book.example.com/new-client',
    newBusinessClient: 'https://book.example.com/new-business-client',
    newBankruptcyClient: 'https://book.example.com/new-bankruptcy-client',
    newNonprofitClient: 'https://book.example.com/new-nonprofit-client',
    petitionReviewInPerson: 'https://book.example.com/petition-review-in-person',
    petitionReviewRemote: 'https://book.example.com/petition-review-remote',
  },
  siteName: 'Juniper Hill Law',
  slogan: 'A family practice serving Colorado families and small businesses.',
  address: {
    street: '1200 Example Avenue, Suite 210',
    city: 'Lakewood',
    state: 'CO',
    zip: '80226',
  },
  founder: {
    name: 'Dana Whitfield',
    jobTitle: 'Attorney and founder',
    credentials: [
      { credential: 'Juris Doctor (J.D.)' },
      { credential: 'Licensed to practice law in Colorado' },
    ],
    barNumber: '99017',
  },
  services: [
    { name: 'Estate planning' },
    { name: 'Gun trusts' },
    { name: 'Small business law' },
    { name: 'Bankruptcy' },
    { name: 'Nonprofit organizations' },
  ],
  openingHours: [
    ...weekdayHours,
    { day: 'Saturday', status: 'byAppointment' },
    { day: 'Sunday', status: 'closed' },
  ],
  seo: {
    siteUrl: 'http://localhost:3000',
    title: 'Juniper Hill Law | Colorado Estate Planning, Business & Bankruptcy',
    description:
      'A family-owned Colorado law practice for estate planning and gun trusts, small business, bankruptcy and nonprofits, at fixed fees agreed up front.',
    keywords: [
      'Colorado estate planning',
      'gun trust',
      'small business attorney',
      'bankruptcy',
      'nonprofit',
    ],
    serviceAreas: ['Lakewood', 'Denver', 'Golden', 'Arvada', 'Littleton', 'Jefferson County'],
    localKeywords: [
      {
        serviceLine: 'estatePlanning',
        keywords: ['wills and trusts Lakewood', 'estate planning Jefferson County'],
      },
      {
        serviceLine: 'smallBusiness',
        keywords: ['LLC formation Colorado', 'business contracts Denver'],
      },
      { serviceLine: 'bankruptcy', keywords: ['Chapter 7 Colorado', 'Chapter 13 Colorado'] },
      {
        serviceLine: 'nonprofits',
        keywords: ['start a nonprofit Colorado', '501(c)(3) application'],
      },
    ],
    socialProfiles: [],
    priceRange: 'Fixed Fees',
  },
  floatingCta: {
    alwaysShownUnder: ['/quizzes'],
    hiddenOn: ['/contact', '/contact-us', '/make-a-payment'],
  },
  analyticsTagId: null,
  retention: { ...defaultRetentionPeriods },
}

export const firmNavigation: NavigationData = {
  header: [
    {
      label: 'Services',
      path: '/services',
      submenu: [
        { label: 'Estate planning', path: '/services/estate-planning' },
        { label: 'Small business', path: '/services/small-business' },
        { label: 'Bankruptcy', path: '/services/bankruptcy' },
        { label: 'Nonprofits', path: '/services/nonprofits' },
        { label: 'All services', path: '/services' },
      ],
    },
    {
      label: 'Tools',
      path: '/tools',
      submenu: [
        { label: 'Roth conversion tool', path: '/tools/RothConversionModel' },
        { label: 'Quizzes', path: '/quizzes' },
      ],
    },
    { label: 'About', path: '/about', submenu: [] },
    { label: 'Blog', path: '/blog', submenu: [] },
    { label: 'Contact', path: '/contact', submenu: [] },
  ],
  footer: [
    { label: 'About us', path: '/about' },
    { label: 'Contact us', path: '/contact' },
    { label: 'Make a payment', path: '/make-a-payment' },
    { label: 'Services', path: '/services' },
    { label: 'Blog', path: '/blog' },
    { label: 'Quizzes', path: '/quizzes' },
    { label: 'Roth conversion tool', path: '/tools/RothConversionModel' },
    { label: 'Estate planning pricing', path: '/services/estate-planning/pricing' },
    { label: 'Fees and charges', path: '/policies/fees' },
    { label: 'Privacy policy', path: '/policies/privacy' },
    { label: 'Unbundled services', path: '/policies/unbundled' },
    { label: 'Terms of use', path: '/policies/terms-of-use' },
  ],
}
