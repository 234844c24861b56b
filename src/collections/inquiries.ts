import type { CollectionConfig } from 'payload'

import {
  inquiryTopicLabels,
  inquiryTopics,
  messageMaxLength,
  replyMethodLabels,
  replyMethods,
} from '@/domain/contact/inquiry.schema'

import { isStaff } from './shared/access'
import { becameClientField } from './shared/became-client.field'

const nobody = () => false

/**
 * Messages sent through the contact form. Only staff can read them; nobody creates one through
 * the API: the contact form's Server Action stores them with the Local API.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'topic', 'replyBy', 'status', 'becameClient', 'createdAt'],
    description:
      'Messages from the contact form. Those from people who do not become clients are deleted on the schedule in Site settings → Privacy; mark one “Became a client” to keep it.',
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: 30 },
    {
      name: 'replyBy',
      label: 'Reply by',
      type: 'select',
      required: true,
      options: replyMethods.map((value) => ({ value, label: replyMethodLabels[value] })),
    },
    {
      name: 'topic',
      type: 'select',
      required: true,
      options: inquiryTopics.map((value) => ({ value, label: inquiryTopicLabels[value] })),
    },
    { name: 'message', type: 'textarea', required: true, maxLength: messageMaxLength },
    {
      name: 'acknowledgedNoticeAt',
      label: 'Prospective-client notice acknowledged',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { value: 'new', label: 'New' },
        { value: 'replied', label: 'Replied' },
        { value: 'closed', label: 'Closed' },
      ],
      admin: { position: 'sidebar' },
    },
    becameClientField,
    {
      name: 'firmNotifiedAt',
      label: 'Office e-mailed at',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Empty while the notification e-mail is still waiting to go out.',
      },
    },
  ],
}
