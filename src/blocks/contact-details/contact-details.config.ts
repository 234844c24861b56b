import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'
import { sectionFields } from '../shared/section-fields'

export const ContactDetailsBlock: Block = {
  slug: 'contactDetails',
  dbName: blockTableName('reach'),
  interfaceName: 'ContactDetailsBlock',
  labels: { singular: 'Contact details', plural: 'Contact details' },
  fields: [
    ...sectionFields({
      defaultHeading: 'How to reach us',
      introDescription: 'Phone, text, fax, e-mail, address and hours come from the site settings.',
    }),
  ],
}
