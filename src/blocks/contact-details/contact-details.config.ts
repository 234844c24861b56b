import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'

export const ContactDetailsBlock: Block = {
  slug: 'contactDetails',
  dbName: blockTableName('reach'),
  interfaceName: 'ContactDetailsBlock',
  labels: { singular: 'Contact details', plural: 'Contact details' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 90,
      defaultValue: 'How to reach us',
    },
    {
      name: 'intro',
      type: 'textarea',
      maxLength: 400,
      admin: {
        description: 'Phone, text, fax, e-mail, address and hours come from the site settings.',
      },
    },
  ],
}
