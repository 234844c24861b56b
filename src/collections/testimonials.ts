import type { CollectionConfig } from 'payload'

import { serviceLineOptions } from '@/domain/practice/service-lines'

import { isPublishedOrStaff, isStaff } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'

function validateConsentDate(value: unknown): true | string {
  if (!value) return 'Enter the date the client agreed to have this quote published.'
  const date = new Date(String(value))
  if (Number.isNaN(date.getTime())) return 'Enter a valid date.'
  return date.getTime() <= Date.now() ? true : 'The consent date cannot be in the future.'
}

/** Clients' words about working with the firm, published only with their written consent. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    group: 'Website',
    useAsTitle: 'attribution',
    defaultColumns: ['attribution', 'serviceLine', 'consentDate', '_status'],
    description:
      'Publish only with the client’s written consent. The site shows each quote with the note that past results do not guarantee a similar outcome.',
  },
  access: { read: isPublishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateCollection('testimonials'),
  fields: [
    { name: 'quote', type: 'textarea', required: true, maxLength: 800 },
    {
      name: 'attribution',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: { description: 'First name or initials only, e.g. "Maria" or "R. T."' },
    },
    { name: 'serviceLine', type: 'select', required: true, options: serviceLineOptions },
    {
      name: 'consentDate',
      type: 'date',
      required: true,
      validate: validateConsentDate,
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: 'When the client agreed in writing to have this quote published.',
      },
    },
  ],
}
