import type { Block } from 'payload'

import { validateSitePath } from '@/collections/shared/address-validators'
import { iconNames } from '@/components/ui/icon-names'

import { blockTableName } from '../shared/block-table-name'

export const ServiceLinesBlock: Block = {
  slug: 'serviceLines',
  dbName: blockTableName('svc'),
  interfaceName: 'ServiceLinesBlock',
  labels: { singular: 'Service lines', plural: 'Service lines' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'services',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 60 },
        { name: 'summary', type: 'textarea', required: true, maxLength: 300 },
        { name: 'path', type: 'text', required: true, validate: validateSitePath },
        { name: 'icon', type: 'select', options: [...iconNames] },
      ],
    },
  ],
}
