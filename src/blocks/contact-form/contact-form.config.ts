import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'

export const ContactFormBlock: Block = {
  slug: 'contactForm',
  dbName: blockTableName('form'),
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 90,
      defaultValue: 'Send us a message',
    },
    {
      name: 'intro',
      type: 'textarea',
      maxLength: 400,
      admin: {
        description:
          'The notice for prospective clients (no attorney-client relationship, not legal advice, no confidential details yet) is always shown with the form.',
      },
    },
  ],
}
