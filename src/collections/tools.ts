import type { CollectionConfig } from 'payload'

import type { Tool } from '@/payload-types'

import { syncSearchRecords, toolRecords } from './search-records.hooks'
import { isStaff, isStaffOrInProcess } from './shared/access'
import { validateSitePath } from './shared/address-validators'
import { revalidateCollection } from './shared/revalidate.hooks'

const revalidateTools = revalidateCollection<Tool>('tools')
const searchTools = syncSearchRecords<Tool>('tools', toolRecords)

/**
 * The site's tools (the Roth conversion model, and any added later): pages built in code, which
 * the site search finds through these entries, and which pages, posts and menus link by path.
 */
export const Tools: CollectionConfig = {
  slug: 'tools',
  admin: {
    group: 'Website',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'updatedAt'],
    description:
      'The calculators and other tools of the site. Each entry makes its tool findable in the site search; link it from pages, posts and menus by its path.',
  },
  access: { read: isStaffOrInProcess, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'title',
  hooks: {
    afterChange: [...revalidateTools.afterChange, ...searchTools.afterChange],
    afterDelete: [...revalidateTools.afterDelete, ...searchTools.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      validate: validateSitePath,
      admin: { description: 'Where the tool is on this site, e.g. /tools/RothConversionModel.' },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences shown under the title in search results.' },
    },
    {
      name: 'searchWords',
      label: 'Search words',
      type: 'textarea',
      maxLength: 500,
      admin: {
        description:
          'Other words a visitor might search for to find this tool, e.g. "Roth IRA conversion inheritance taxes". Not shown on the site.',
      },
    },
  ],
}
