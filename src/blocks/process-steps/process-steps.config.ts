import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'
import { sectionFields } from '../shared/section-fields'

export const ProcessStepsBlock: Block = {
  slug: 'processSteps',
  dbName: blockTableName('steps'),
  interfaceName: 'ProcessStepsBlock',
  labels: { singular: 'Process steps', plural: 'Process steps' },
  fields: [
    ...sectionFields({ defaultHeading: 'What happens next' }),
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', required: true, maxLength: 600 },
      ],
    },
  ],
}
