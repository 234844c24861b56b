import type { Field, GlobalConfig } from 'payload'

import { schedulingKindLabels, schedulingKinds } from '@/domain/contact/scheduling-kinds'
import { serviceLineOptions } from '@/domain/practice/service-lines'

import { isAnyone, isStaff } from '../collections/shared/access'
import { revalidateGlobal } from '../collections/shared/revalidate.hooks'
import { rejectDuplicateRowIdsInGlobal } from '../collections/shared/unique-row-ids.hooks'

const kindOptions = schedulingKinds.map((value) => ({ value, label: schedulingKindLabels[value] }))

const bookingDialogTab: Field[] = [
  { name: 'dialogHeading', type: 'text', required: true, maxLength: 90 },
  { name: 'dialogIntro', type: 'textarea', maxLength: 300 },
  {
    name: 'dialogCards',
    type: 'array',
    required: true,
    minRows: 1,
    maxRows: 6,
    labels: { singular: 'Service', plural: 'Services' },
    fields: [
      { name: 'serviceLine', type: 'select', required: true, options: serviceLineOptions },
      { name: 'title', type: 'text', required: true, maxLength: 60 },
      {
        name: 'firstMeeting',
        type: 'textarea',
        required: true,
        maxLength: 300,
        admin: { description: 'What the first meeting is, in a sentence or two.' },
      },
      { name: 'schedulingKind', type: 'select', required: true, options: kindOptions },
      { name: 'buttonLabel', type: 'text', required: true, maxLength: 40 },
    ],
  },
]

function validateUniqueKinds(rows: unknown): true | string {
  const kinds = Array.isArray(rows) ? rows.map((row: { kind?: string }) => row.kind) : []
  const repeated = kinds.find((kind, index) => kind && kinds.indexOf(kind) !== index)
  return repeated
    ? `${schedulingKindLabels[repeated as keyof typeof schedulingKindLabels]} has two confirmations; keep one.`
    : true
}

const bookingConfirmationsTab: Field[] = [
  {
    name: 'confirmations',
    type: 'array',
    labels: { singular: 'Confirmation', plural: 'Confirmations' },
    validate: validateUniqueKinds,
    admin: {
      description:
        'The page a visitor sees after booking each kind of meeting (/landings/booking?type=…).',
    },
    fields: [
      { name: 'kind', type: 'select', required: true, options: kindOptions },
      { name: 'heading', type: 'text', required: true, maxLength: 90 },
      { name: 'lead', type: 'textarea', maxLength: 400 },
      {
        name: 'nextSteps',
        label: 'What happens next',
        type: 'array',
        maxRows: 6,
        fields: [
          { name: 'title', type: 'text', required: true, maxLength: 80 },
          { name: 'text', type: 'textarea', required: true, maxLength: 400 },
        ],
      },
      {
        name: 'prepare',
        label: 'How to prepare',
        type: 'array',
        maxRows: 10,
        fields: [{ name: 'item', type: 'text', required: true, maxLength: 200 }],
      },
      {
        name: 'reschedule',
        label: 'How to reschedule',
        type: 'textarea',
        required: true,
        maxLength: 400,
      },
    ],
  },
  { name: 'neutralHeading', type: 'text', required: true, maxLength: 90 },
  {
    name: 'neutralIntro',
    type: 'textarea',
    maxLength: 400,
    admin: {
      description: 'Shown at /landings/booking when the meeting kind is missing or unknown.',
    },
  },
]

const paymentTab: Field[] = [
  {
    name: 'paymentSuccessMarker',
    type: 'text',
    required: true,
    defaultValue: 'utm_source=lawmatics',
    admin: {
      description:
        'The query parameter the payment provider adds when it sends a visitor back after paying, e.g. utm_source=lawmatics.',
    },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[\w-]+=[\w.-]+$/.test(value)
        ? true
        : 'Write it as name=value, e.g. utm_source=lawmatics.',
  },
  { name: 'paidHeading', type: 'text', required: true, maxLength: 90 },
  { name: 'paidText', type: 'textarea', required: true, maxLength: 600 },
  { name: 'unpaidHeading', type: 'text', required: true, maxLength: 90 },
  { name: 'unpaidText', type: 'textarea', required: true, maxLength: 600 },
]

/** Texts of the booking dialog and of the pages visitors reach after booking or paying. */
export const Landings: GlobalConfig = {
  slug: 'landings',
  admin: { group: 'Website' },
  label: 'Booking and payment pages',
  access: { read: isAnyone, update: isStaff },
  hooks: {
    beforeValidate: [rejectDuplicateRowIdsInGlobal],
    afterChange: [revalidateGlobal('landings')],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Booking dialog', fields: bookingDialogTab },
        { label: 'After booking', fields: bookingConfirmationsTab },
        { label: 'After payment', fields: paymentTab },
      ],
    },
  ],
}
