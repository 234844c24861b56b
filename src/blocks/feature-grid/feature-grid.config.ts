import type { Block } from 'payload'

import { iconNames } from '@/components/ui/icon-names'

import { blockTableName } from '../shared/block-table-name'
import { sectionFields } from '../shared/section-fields'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  dbName: blockTableName('feat'),
  interfaceName: 'FeatureGridBlock',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  fields: [
    ...sectionFields(),
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Feature', plural: 'Features' },
      fields: [
        { name: 'icon', type: 'select', options: [...iconNames] },
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', required: true, maxLength: 500 },
      ],
    },
  ],
}
