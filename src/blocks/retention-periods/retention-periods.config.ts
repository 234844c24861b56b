import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'
import { sectionFields } from '../shared/section-fields'

/** The privacy policy's "how long we keep it", written from Site settings → Privacy (issue 28). */
export const RetentionPeriodsBlock: Block = {
  slug: 'retentionPeriods',
  dbName: blockTableName('keep'),
  interfaceName: 'RetentionPeriodsBlock',
  labels: { singular: 'Retention periods', plural: 'Retention periods' },
  fields: [
    ...sectionFields({
      defaultHeading: 'How long we keep it',
      introDescription:
        'The periods come from Site settings → Privacy, where the site’s daily deletion reads them too.',
    }),
  ],
}
