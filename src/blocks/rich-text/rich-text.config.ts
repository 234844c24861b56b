import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'

export const RichTextBlock: Block = {
  slug: 'richText',
  dbName: blockTableName('rich'),
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 90 },
    { name: 'content', type: 'richText', required: true },
  ],
}
