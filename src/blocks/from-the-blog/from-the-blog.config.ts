import type { Block } from 'payload'

import { blockTableName } from '../shared/block-table-name'

/** A category's newest posts on a page, e.g. estate-planning articles on the estate planning page. */
export const FromTheBlogBlock: Block = {
  slug: 'fromTheBlog',
  dbName: blockTableName('blog_posts'),
  interfaceName: 'FromTheBlogBlock',
  labels: { singular: 'From the blog', plural: 'From the blog' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 90,
      defaultValue: 'From the blog',
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      admin: { description: 'The newest published posts of this category are listed.' },
    },
    { name: 'limit', type: 'number', required: true, min: 1, max: 6, defaultValue: 3 },
  ],
}
