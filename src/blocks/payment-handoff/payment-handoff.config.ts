import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'

export const PaymentHandoffBlock: Block = {
  slug: 'paymentHandoff',
  dbName: blockTableName('pay'),
  interfaceName: 'PaymentHandoffBlock',
  labels: { singular: 'Payment hand-off', plural: 'Payment hand-offs' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    {
      name: 'payable',
      label: 'What can be paid',
      type: 'array',
      maxRows: 8,
      fields: [{ name: 'item', type: 'text', required: true, maxLength: 200 }],
    },
    {
      name: 'needed',
      label: 'What the visitor needs',
      type: 'textarea',
      maxLength: 400,
    },
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      maxLength: 40,
      defaultValue: 'Continue to the secure payment form',
      admin: { description: 'The button opens the payment form link of the site settings.' },
    },
  ],
}
