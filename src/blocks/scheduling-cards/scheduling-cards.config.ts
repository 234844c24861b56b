import type { Block } from 'payload'

import { schedulingKindLabels, schedulingKinds } from '@/domain/contact/scheduling-kinds'

import { blockTableName } from '../shared/block-table-name'
import { sectionFields } from '../shared/section-fields'

export const SchedulingCardsBlock: Block = {
  slug: 'schedulingCards',
  dbName: blockTableName('sched'),
  interfaceName: 'SchedulingCardsBlock',
  labels: { singular: 'Scheduling cards', plural: 'Scheduling cards' },
  fields: [
    ...sectionFields(),
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Meeting', plural: 'Meetings' },
      admin: {
        description:
          'Each card books one kind of meeting through its link in the site settings; a card whose link is empty there is not shown.',
      },
      fields: [
        {
          name: 'schedulingKind',
          type: 'select',
          required: true,
          options: schedulingKinds.map((value) => ({ value, label: schedulingKindLabels[value] })),
        },
        {
          name: 'title',
          type: 'text',
          maxLength: 80,
          admin: { description: 'Leave empty to use the meeting’s name.' },
        },
        { name: 'text', type: 'textarea', required: true, maxLength: 400 },
        {
          name: 'duration',
          type: 'text',
          maxLength: 40,
          admin: { description: 'For example: 30 minutes, by phone or video.' },
        },
        {
          name: 'buttonLabel',
          type: 'text',
          required: true,
          maxLength: 40,
          defaultValue: 'Book this meeting',
        },
      ],
    },
  ],
}
