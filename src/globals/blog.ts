import type { GlobalConfig } from 'payload'

import { isAnyone, isStaff } from '../collections/shared/access'
import { revalidateGlobal } from '../collections/shared/revalidate.hooks'

/** What the blog's front page shows first: its introduction, a featured post and a short list. */
export const Blog: GlobalConfig = {
  slug: 'blog',
  label: 'Blog front page',
  // GraphQL keeps the names clients already use; the labels are for staff.
  graphQL: { name: 'Blog' },
  admin: { group: 'Blog' },
  access: { read: isAnyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal('blog')] },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 300,
      admin: { description: 'Under the "Blog" heading, and for search engines.' },
    },
    {
      name: 'featuredPost',
      type: 'relationship',
      relationTo: 'posts',
      admin: { description: 'Shown large at the top. Left empty, the newest post.' },
    },
    {
      name: 'spotlight',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 6,
      admin: { description: 'A short list of posts worth reading first.' },
    },
  ],
}
