import type { Block } from 'payload'

import { serviceLineOptions } from '@/domain/practice/service-lines'

import { blockTableName } from '../shared/block-table-name'

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  dbName: blockTableName('quotes'),
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 90,
      defaultValue: 'What clients say',
    },
    {
      name: 'serviceLine',
      type: 'select',
      options: serviceLineOptions,
      admin: {
        description:
          'Show quotes from one service line only; leave empty to show all. Quotes are edited under Testimonials.',
      },
    },
    { name: 'limit', type: 'number', required: true, min: 1, max: 10, defaultValue: 6 },
  ],
}
