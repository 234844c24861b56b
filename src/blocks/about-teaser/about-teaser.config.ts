import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'
import { linkField } from '../shared/link.field'

export const AboutTeaserBlock: Block = {
  slug: 'aboutTeaser',
  dbName: blockTableName('about'),
  interfaceName: 'AboutTeaserBlock',
  labels: { singular: 'About teaser', plural: 'About teasers' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', required: true, maxLength: 1200 },
    linkField({ required: false }),
  ],
}
