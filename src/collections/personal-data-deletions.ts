import type { CollectionConfig, Field } from 'payload'

import { isStaff } from './shared/access'

const nobody = () => false

const count = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  admin: { readOnly: true },
})

/**
 * The record of each deletion of one person's data on request (issue 28): when (its creation
 * date), by which staff member, and how many of each kind went, never whose address or what they
 * wrote. Staff read it; nobody writes it through the API: the Personal data screen's deletion
 * stores it with the Local API.
 */
export const PersonalDataDeletions: CollectionConfig = {
  slug: 'personal-data-deletions',
  labels: { singular: 'Personal data deletion', plural: 'Personal data deletions' },
  admin: {
    group: 'Behind the scenes',
    defaultColumns: ['createdAt', 'deletedBy', 'inquiries', 'quizSubmissions', 'emailJobs'],
    description:
      'Each deletion of a person’s data made under Personal data: when, by whom and how many. The address and what was deleted are not kept.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'deletedBy',
      label: 'Deleted by',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    count('inquiries', 'Inquiries'),
    count('quizSubmissions', 'Quiz submissions'),
    count('emailJobs', 'E-mail jobs'),
    count('outboxMessages', 'Stored e-mails (outbox)'),
  ],
}
