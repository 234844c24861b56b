import type { Block } from 'payload'

import { linkField } from '../shared/link.field'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  dbName: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', maxLength: 400 },
    {
      name: 'actions',
      type: 'array',
      minRows: 1,
      maxRows: 2,
      required: true,
      labels: { singular: 'Call to action', plural: 'Calls to action' },
      fields: [linkField()],
    },
  ],
}
