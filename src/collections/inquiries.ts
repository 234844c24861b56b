import type { CollectionConfig } from 'payload'

import {
  inquiryStatuses,
  inquiryStatusLabels,
  inquiryTopicLabels,
  inquiryTopics,
  messageMaxLength,
  replyMethodLabels,
  replyMethods,
} from '@/domain/contact/inquiry.schema'

import { markReadWhenStaffOpen } from './inquiries.hooks'
import { isStaff } from './shared/access'
import { becameClientField } from './shared/became-client.field'

const nobody = () => false

/** What the visitor wrote: staff read it, nobody changes it. */
const asSent = { access: { update: nobody } } as const

/**
 * Messages sent through the contact form. Only staff can read them; nobody creates one through
 * the API: the contact form's Server Action stores them with the Local API.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  // GraphQL keeps the names clients already use; the labels are for staff.
  graphQL: { singularName: 'Inquiry', pluralName: 'Inquiries' },
  admin: {
    group: 'Messages',
    useAsTitle: 'name',
    defaultColumns: ['name', 'topic', 'replyBy', 'status', 'becameClient', 'createdAt'],
    description:
      'Messages from the contact form. Those from people who do not become clients are deleted on the schedule in Site settings → Privacy; mark one “Became a client” to keep it.',
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  hooks: { afterOperation: [markReadWhenStaffOpen] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, ...asSent },
    { name: 'email', type: 'email', required: true, ...asSent },
    { name: 'phone', type: 'text', maxLength: 30, ...asSent },
    {
      ...asSent,
      name: 'replyBy',
      label: 'Reply by',
      type: 'select',
      required: true,
      options: replyMethods.map((value) => ({ value, label: replyMethodLabels[value] })),
    },
    {
      ...asSent,
      name: 'topic',
      type: 'select',
      required: true,
      options: inquiryTopics.map((value) => ({ value, label: inquiryTopicLabels[value] })),
    },
    { name: 'message', type: 'textarea', required: true, maxLength: messageMaxLength, ...asSent },
    {
      name: 'reply',
      type: 'ui',
      admin: {
        components: { Field: '@/admin/inquiry-reply-link.client#InquiryReplyLink' },
      },
    },
    {
      name: 'notes',
      label: 'Office notes',
      type: 'textarea',
      maxLength: 5_000,
      admin: { description: 'For the office only: the visitor never sees these.' },
    },
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
      options: inquiryStatuses.map((value) => ({ value, label: inquiryStatusLabels[value] })),
      admin: {
        position: 'sidebar',
        description: 'Moves from New to Read when a staff member opens it.',
      },
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
