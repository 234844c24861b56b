import type { CollectionConfig } from 'payload'

import { FaqBlock } from '@/blocks/faq/faq.config'
import { cacheTags } from '@/data/cache-tags'
import type { Category } from '@/payload-types'

import {
  categoryRecords,
  rewritePostRecordsOnRename,
  syncSearchRecords,
} from './search-records.hooks'
import { isStaff, isStaffOrInProcess } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'
import { slugField } from './shared/slug.field'
import { rejectDuplicateRowIds } from './shared/unique-row-ids.hooks'

const revalidateCategories = revalidateCollection<Category>('categories', (category) => [
  cacheTags.category(category.slug),
])
const searchCategories = syncSearchRecords<Category>('categories', categoryRecords)

/** The blog's sections (one per post), each with its own page, intro and questions. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'sortOrder'], group: 'Blog' },
  access: { read: isStaffOrInProcess, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'sortOrder',
  hooks: {
    beforeValidate: [rejectDuplicateRowIds],
    afterChange: [
      ...revalidateCategories.afterChange,
      ...searchCategories.afterChange,
      rewritePostRecordsOnRename('category'),
    ],
    afterDelete: [...revalidateCategories.afterDelete, ...searchCategories.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 60 },
    slugField({ sourceField: 'name' }),
    {
      name: 'intro',
      type: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 400,
      admin: { description: 'Shown at the top of the category page and to search engines.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'faq', type: 'blocks', blocks: [FaqBlock], maxRows: 1 },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first in the blog menu.' },
    },
  ],
}
