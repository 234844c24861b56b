import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'

export const AttorneyProfileBlock: Block = {
  slug: 'attorneyProfile',
  dbName: blockTableName('profile'),
  interfaceName: 'AttorneyProfileBlock',
  labels: { singular: 'Attorney profile', plural: 'Attorney profiles' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 90,
      defaultValue: 'About the attorney',
    },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image' } },
    },
    {
      name: 'bio',
      type: 'textarea',
      required: true,
      maxLength: 3000,
      admin: {
        description:
          'Plain text; leave an empty line between paragraphs. Name, title, credentials, bar number and service areas come from the site settings.',
      },
    },
  ],
}
