import type { CollectionConfig } from 'payload'

import { searchStatKinds } from '@/domain/search/search-events'

import { isStaff } from './shared/access'

const nobody = () => false

/**
 * What visitors searched for, per day, without personal data (issue 14): how many visitors
 * searched each query and found nothing, and saw and opened each result (each visitor once a day,
 * issue 24). The search-events endpoint adds to the counts; staff read them (with a report of the
 * last 30 days above the list).
 */
export const SearchStats: CollectionConfig = {
  slug: 'search-stats',
  labels: { singular: 'Search statistic', plural: 'Search statistics' },
  admin: {
    group: 'Search',
    useAsTitle: 'label',
    defaultColumns: ['day', 'kind', 'label', 'count'],
    description:
      'Visitors per day: searches, searches that found nothing (content to write), results shown and results opened, each visitor counted once a day. No names, addresses or accounts are recorded.',
    components: { beforeList: ['@/admin/search-report#SearchReport'] },
  },
  defaultSort: '-day',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['day', 'kind', 'term'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: searchStatKinds.map(({ value, label }) => ({ value, label })),
      admin: { readOnly: true },
    },
    {
      name: 'term',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The query (lower case) or the result’s record id.' },
    },
    { name: 'label', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
