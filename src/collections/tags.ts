import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/data/cache-tags'
import type { Tag } from '@/payload-types'

import { rewritePostRecordsOnRename, syncSearchRecords, tagRecords } from './search-records.hooks'
import { isStaff, isStaffOrInProcess } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'
import { slugField } from './shared/slug.field'

const revalidateTags = revalidateCollection<Tag>('tags', (tag) => [cacheTags.tag(tag.slug)])
const searchTags = syncSearchRecords<Tag>('tags', tagRecords)

/** Topics across categories (a post has several), each with a short definition on its page. */
export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Blog' },
  access: { read: isStaffOrInProcess, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'name',
  hooks: {
    afterChange: [
      ...revalidateTags.afterChange,
      ...searchTags.afterChange,
      rewritePostRecordsOnRename('tags'),
    ],
    afterDelete: [...revalidateTags.afterDelete, ...searchTags.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 40 },
    slugField({ sourceField: 'name' }),
    {
      name: 'definition',
      type: 'textarea',
      required: true,
      minLength: 20,
      maxLength: 300,
      admin: { description: 'One or two plain sentences saying what the term means.' },
    },
  ],
}
