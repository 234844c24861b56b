import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'
import { sectionFields } from '../shared/section-fields'

const listItems = (name: string, label: string) => ({
  name,
  label,
  type: 'array' as const,
  maxRows: 15,
  labels: { singular: 'Item', plural: 'Items' },
  fields: [{ name: 'item', type: 'text' as const, required: true, maxLength: 200 }],
})

export const PricingTableBlock: Block = {
  slug: 'pricingTable',
  dbName: blockTableName('price'),
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  fields: [
    ...sectionFields({ introMaxLength: 600 }),
    {
      name: 'packages',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Package', plural: 'Packages' },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'priceDollars',
          label: 'Fixed fee (US dollars)',
          type: 'number',
          required: true,
          min: 0,
          max: 100000,
          validate: (value: unknown) =>
            typeof value === 'number' && Number.isInteger(value) && value >= 0
              ? true
              : 'Enter the fee in whole dollars, e.g. 1450.',
        },
        { name: 'summary', type: 'textarea', maxLength: 300 },
        listItems('included', 'What is included'),
        listItems('notIncluded', 'What is not included'),
      ],
    },
    {
      name: 'note',
      type: 'textarea',
      maxLength: 600,
      admin: { description: 'Shown under the packages, e.g. what costs extra.' },
    },
  ],
}
