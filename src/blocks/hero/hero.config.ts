import type { Block } from 'payload'

import { actionsField } from '../shared/link.field'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'lead', type: 'textarea', maxLength: 400 },
    actionsField(),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image' } },
      admin: {
        description: 'Optional. Shown beside the heading on wide screens, below it on phones.',
      },
    },
  ],
}
