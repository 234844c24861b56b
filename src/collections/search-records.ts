import type { CollectionConfig, Field } from 'payload'

import { serviceLineOptions } from '@/domain/practice/service-lines'
import { searchRecordTypes } from '@/domain/search/search-record'

import { isStaff } from './shared/access'

const nobody = () => false

const fields: Field[] = [
  { name: 'objectID', type: 'text', required: true, unique: true },
  {
    name: 'source',
    type: 'text',
    index: true,
    admin: { description: 'The document these words come from: {collection}:{id}.' },
  },
  {
    name: 'type',
    type: 'select',
    required: true,
    options: searchRecordTypes.map((value) => ({ value, label: value })),
  },
  { name: 'title', type: 'text', required: true },
  { name: 'url', type: 'text', required: true },
  { name: 'excerpt', type: 'textarea' },
  { name: 'body', type: 'textarea' },
  { name: 'serviceLine', type: 'select', options: serviceLineOptions },
  { name: 'category', type: 'text' },
  { name: 'tags', type: 'text', hasMany: true },
  { name: 'date', type: 'date' },
  { name: 'startingPrice', label: 'Starting price (dollars)', type: 'number' },
]

/**
 * What the site search finds (ADR 009): one record per published page, post, category, topic, quiz and
 * tool, and one per question of their FAQs, written by those collections' hooks in the same transaction
 * as each publish, unpublish or delete. The search index is built from these records. Staff read them; nobody edits them.
 */
export const SearchRecords: CollectionConfig = {
  slug: 'search-records',
  labels: { singular: 'Search record', plural: 'Search records' },
  admin: {
    group: 'Behind the scenes',
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'url', 'updatedAt'],
    description:
      'What the site search finds: one record for each published page, post, category, topic, quiz and tool, and one for each question of their FAQs, kept current as they are published, unpublished or deleted.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  // Written by hooks only: staff see the fields, never an input.
  fields: fields.map((field) => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field),
}
