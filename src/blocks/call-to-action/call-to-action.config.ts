import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'
import { actionsField } from '../shared/link.field'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  dbName: blockTableName('cta'),
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', maxLength: 400 },
    actionsField({ minRows: 1 }),
  ],
}
