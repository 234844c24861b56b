import type { CollectionConfig } from 'payload'

import { missSources } from '@/domain/http/missed-pages'

import { isStaff } from './shared/access'

const nobody = () => false

/**
 * Page addresses the site answered with "not found", per day, without personal data (issue 26):
 * how many visitors (each client once a day) asked for each, from which referring host, and when
 * last. The front door counts them (src/server/screen/missed-pages.ts, where the bounds
 * are); staff read them, with a report above the list that makes a redirect in one click.
 */
export const MissedPages: CollectionConfig = {
  slug: 'missed-pages',
  labels: { singular: 'Missed page', plural: 'Missed pages' },
  admin: {
    group: 'Search',
    useAsTitle: 'path',
    defaultColumns: ['day', 'path', 'source', 'referrerHost', 'count', 'lastSeenAt'],
    description:
      'Addresses visitors and bots asked for that the site does not have, per day: each client counted once a day. Only the referring site’s host is kept; no names, addresses or accounts.',
    components: { beforeList: ['@/admin/missed-pages-report#MissedPagesReport'] },
  },
  defaultSort: '-day',
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  indexes: [{ fields: ['day', 'source', 'path', 'referrerHost'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: missSources.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    { name: 'path', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'referrerHost',
      label: 'Referred from',
      type: 'text',
      // "" when none was sent, never null: the unique index above would tell nulls apart.
      required: true,
      admin: { readOnly: true, description: 'The linking site’s host; empty when none was sent.' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    {
      name: 'lastSeenAt',
      label: 'Last seen',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
