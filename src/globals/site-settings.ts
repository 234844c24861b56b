import type { Field, GlobalConfig } from 'payload'

import { validateHttpsUrl, validateSiteUrl } from '@/collections/shared/address-validators'
import { parseClockTime, weekdays } from '@/domain/contact/opening-hours'
import { parseNanpDigits } from '@/domain/contact/phone-number'
import { schedulingKindLabels, schedulingKinds } from '@/domain/contact/scheduling-kinds'
import { serviceLineOptions } from '@/domain/practice/service-lines'
import { defaultRetentionPeriods, retentionMonthsRange } from '@/domain/privacy/retention'

import { isAnyone, isStaff } from '../collections/shared/access'
import { revalidateGlobal } from '../collections/shared/revalidate.hooks'
import { rejectDuplicateRowIdsInGlobal } from '../collections/shared/unique-row-ids.hooks'
import { endPasswordOnlySessions } from '../collections/users.two-factor.hooks'

function validatePhone(value: unknown, { required }: { required?: boolean }): true | string {
  if (typeof value !== 'string' || value === '') return required ? 'This field is required.' : true
  return parseNanpDigits(value) ? true : 'Enter a 10-digit US phone number, e.g. (303) 555-0142.'
}

function validateClockTime(
  value: unknown,
  { siblingData }: { siblingData: { status?: string } },
): true | string {
  if (typeof value !== 'string' || value.trim() === '') {
    return siblingData?.status === 'open'
      ? 'Enter the time, e.g. 9:00 AM, or choose another status.'
      : true
  }
  return parseClockTime(value) ? true : 'Enter a time such as 9:00 AM, 5 pm or 17:00.'
}

/** A time of day typed as people type it, kept as 24-hour "HH:MM" (`parseClockTime`). */
function clockTimeField(name: string, label: string, placeholder: string): Field {
  return {
    name,
    label,
    type: 'text',
    validate: validateClockTime,
    hooks: {
      beforeChange: [
        ({ value }) => (typeof value === 'string' ? (parseClockTime(value) ?? value) : value),
      ],
    },
    admin: {
      placeholder,
      condition: (_, sibling) => sibling?.status === 'open',
    },
  }
}

function phoneField(name: string, label: string, required = true): Field {
  return { name, label, type: 'text', required, validate: validatePhone }
}

function urlField(name: string, label: string, required = false): Field {
  return { name, label, type: 'text', required, validate: validateHttpsUrl }
}

const contactTab: Field[] = [
  { name: 'email', type: 'email', required: true },
  phoneField('phoneNumber', 'Voice phone number'),
  phoneField('smsNumber', 'Text (SMS) number'),
  phoneField('faxNumber', 'Fax number', false),
  urlField('paymentFormUrl', 'Hosted payment form link'),
  {
    name: 'schedulingLinks',
    type: 'group',
    admin: { description: 'The booking page of the external scheduler for each kind of meeting.' },
    fields: schedulingKinds.map((kind) => urlField(kind, schedulingKindLabels[kind])),
  },
  {
    name: 'openingHours',
    label: 'Opening hours',
    type: 'array',
    minRows: 7,
    maxRows: 7,
    admin: {
      description: 'Shown on the contact page and given to search engines.',
      components: {
        RowLabel: '@/admin/opening-hours-row-label.client#OpeningHoursRowLabel',
      },
    },
    fields: [
      { name: 'day', type: 'select', required: true, options: [...weekdays] },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'open',
        options: [
          { value: 'open', label: 'Open' },
          { value: 'byAppointment', label: 'By appointment' },
          { value: 'closed', label: 'Closed' },
        ],
      },
      clockTimeField('opens', 'Opens at', 'e.g. 9:00 AM'),
      clockTimeField('closes', 'Closes at', 'e.g. 5:00 PM'),
    ],
  },
]

const firmTab: Field[] = [
  { name: 'siteName', type: 'text', required: true, maxLength: 80 },
  { name: 'slogan', type: 'text', maxLength: 120 },
  {
    name: 'address',
    type: 'group',
    fields: [
      { name: 'street', type: 'text', required: true },
      { name: 'city', type: 'text', required: true },
      {
        name: 'state',
        type: 'text',
        required: true,
        defaultValue: 'CO',
        minLength: 2,
        maxLength: 2,
      },
      {
        name: 'zip',
        type: 'text',
        required: true,
        validate: (value: unknown) =>
          typeof value === 'string' && /^\d{5}(-\d{4})?$/.test(value)
            ? true
            : 'Enter a ZIP code like 80202.',
      },
    ],
  },
  {
    name: 'founder',
    type: 'group',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'jobTitle', type: 'text', required: true },
      {
        name: 'credentials',
        type: 'array',
        fields: [{ name: 'credential', type: 'text', required: true }],
      },
      {
        name: 'barNumber',
        type: 'text',
        validate: (value: unknown) =>
          typeof value !== 'string' || value === '' || /^\d{4,6}$/.test(value)
            ? true
            : 'A Colorado attorney registration number is 4 to 6 digits.',
      },
    ],
  },
  {
    name: 'services',
    type: 'array',
    fields: [{ name: 'name', type: 'text', required: true }],
  },
]

const seoTab: Field[] = [
  {
    name: 'siteUrl',
    label: 'Site address',
    type: 'text',
    required: true,
    validate: validateSiteUrl,
  },
  { name: 'title', type: 'text', required: true, maxLength: 70 },
  { name: 'description', type: 'textarea', required: true, minLength: 50, maxLength: 160 },
  { name: 'keywords', type: 'text', hasMany: true },
  {
    name: 'logo',
    type: 'upload',
    relationTo: 'media',
    admin: {
      description:
        'The firm’s logo for search engines, at least 112 pixels square. Left empty, the monogram is used.',
    },
  },
  {
    name: 'defaultImage',
    type: 'upload',
    relationTo: 'media',
    admin: {
      description:
        'The picture search engines show for the firm. Left empty, the home page’s share card is used.',
    },
  },
  { name: 'serviceAreas', type: 'text', hasMany: true },
  {
    name: 'localKeywords',
    type: 'array',
    admin: {
      description:
        'Each service line’s searches, such as “wills and trusts Lakewood”: named to search engines on that line’s service pages.',
    },
    fields: [
      { name: 'serviceLine', type: 'select', required: true, options: serviceLineOptions },
      { name: 'keywords', type: 'text', hasMany: true },
    ],
  },
  { name: 'socialProfiles', type: 'array', fields: [urlField('url', 'Profile address', true)] },
  { name: 'priceRange', type: 'text', defaultValue: 'Fixed Fees', maxLength: 40 },
]

const behaviourTab: Field[] = [
  {
    name: 'floatingCta',
    type: 'group',
    label: 'Floating call to action',
    fields: [
      {
        name: 'alwaysShownUnder',
        type: 'text',
        hasMany: true,
        admin: { description: 'Path prefixes where it shows at once, e.g. /quizzes.' },
      },
      {
        name: 'hiddenOn',
        type: 'text',
        hasMany: true,
        admin: { description: 'Paths where it never shows, e.g. /contact.' },
      },
    ],
  },
  {
    name: 'analyticsTagId',
    type: 'text',
    validate: (value: unknown) =>
      typeof value !== 'string' || value === '' || /^G-[A-Z0-9]{4,12}$/.test(value)
        ? true
        : 'A Google tag id looks like G-ABC123XYZ.',
    admin: { description: 'Loaded only after a visitor consents to analytics.' },
  },
]

const staffSignInTab: Field[] = [
  {
    name: 'requireStaffTwoFactor',
    type: 'checkbox',
    label: 'Require two-factor sign-in for every staff account',
    defaultValue: false,
    // Not for the public site's reads: which protections the admin has is nobody else's business.
    access: { read: ({ req }) => Boolean(req.user) },
    hooks: { afterChange: [endPasswordOnlySessions] },
    admin: {
      description:
        'Staff without an authenticator app set up are signed out, and asked to add one at their next sign-in.',
    },
  },
]

function monthsField(
  name: keyof typeof defaultRetentionPeriods,
  label: string,
  description: string,
): Field {
  return {
    name,
    label,
    type: 'number',
    required: true,
    min: retentionMonthsRange.min,
    max: retentionMonthsRange.max,
    validate: (value: unknown) =>
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= retentionMonthsRange.min &&
      value <= retentionMonthsRange.max
        ? true
        : `Enter a whole number of months from ${retentionMonthsRange.min} to ${retentionMonthsRange.max}.`,
    defaultValue: defaultRetentionPeriods[name],
    admin: { step: 1, description },
  }
}

// The privacy page prints these periods and the daily retention job deletes by them (issue 28).
const privacyTab: Field[] = [
  monthsField(
    'inquiryMonths',
    'Delete contact messages after (months)',
    'Messages from people who did not become clients. Mark a message “Became a client” to keep it.',
  ),
  monthsField(
    'quizSubmissionMonths',
    'Delete quiz submissions after (months)',
    'Quiz answers and the reports e-mailed from them, unless marked “Became a client”.',
  ),
  monthsField(
    'statisticsMonths',
    'Delete search and missed-page counts after (months)',
    'Daily counts without personal data.',
  ),
]

/** Firm-wide settings: contact details, scheduling links, SEO data, founder and hours. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Website' },
  access: { read: isAnyone, update: isStaff },
  hooks: {
    beforeValidate: [rejectDuplicateRowIdsInGlobal],
    afterChange: [revalidateGlobal('site-settings')],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Contact', fields: contactTab },
        { label: 'Firm', fields: firmTab },
        { label: 'SEO', name: 'seo', fields: seoTab },
        { label: 'Behaviour', fields: behaviourTab },
        { label: 'Staff sign-in', fields: staffSignInTab },
        {
          label: 'Privacy',
          name: 'retention',
          description:
            'How long visitors’ messages, quiz submissions and counts are kept. The privacy policy shows these periods; each night the site deletes what is past them.',
          fields: privacyTab,
        },
      ],
    },
  ],
}
