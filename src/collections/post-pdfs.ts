import type { CollectionConfig } from 'payload'

import { isStaff } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'

const nobody = () => false

/**
 * The downloadable PDF of each published post, one record per post: made by the jobs queue a few
 * seconds after each publish, removed when the post is unpublished or deleted. Staff read the
 * records (a failed render shows here with its error); only the job writes them.
 */
export const PostPdfs: CollectionConfig = {
  slug: 'post-pdfs',
  labels: { singular: 'Post PDF', plural: 'Post PDFs' },
  admin: {
    group: 'Behind the scenes',
    useAsTitle: 'slug',
    defaultColumns: ['slug', 'status', 'renderedAt', 'bytes'],
    description:
      'The PDF of each published post, made again a few seconds after every publish. A failed one is tried again for about five minutes; its error shows here. Publishing the post again starts over.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  hooks: revalidateCollection('post-pdfs'),
  fields: [
    {
      name: 'slug',
      label: 'Post address',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
    },
    { name: 'post', type: 'relationship', relationTo: 'posts', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [
        { value: 'ready', label: 'Ready' },
        { value: 'failed', label: 'Failed (being tried again)' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'url',
      label: 'Download address',
      type: 'text',
      admin: { readOnly: true, description: 'Empty until the first PDF is made.' },
    },
    { name: 'bytes', label: 'Size in bytes', type: 'number', admin: { readOnly: true } },
    {
      name: 'renderedAt',
      label: 'Made on',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'error', label: 'Last error', type: 'textarea', admin: { readOnly: true } },
  ],
}
