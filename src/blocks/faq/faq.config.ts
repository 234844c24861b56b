import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'

export const FaqBlock: Block = {
  slug: 'faq',
  dbName: blockTableName('faq'),
  interfaceName: 'FaqBlock',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 90,
      defaultValue: 'Common questions',
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        {
          name: 'answer',
          type: 'textarea',
          required: true,
          maxLength: 2000,
          admin: { description: 'Plain text; leave an empty line between paragraphs.' },
        },
      ],
    },
  ],
}
