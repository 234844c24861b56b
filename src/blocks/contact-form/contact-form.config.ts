import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'
import { sectionFields } from '../shared/section-fields'

export const ContactFormBlock: Block = {
  slug: 'contactForm',
  dbName: blockTableName('form'),
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    ...sectionFields({
      defaultHeading: 'Send us a message',
      introDescription:
        'The notice for prospective clients (no attorney-client relationship, not legal advice, no confidential details yet) is always shown with the form.',
    }),
  ],
}
