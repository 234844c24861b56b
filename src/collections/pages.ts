import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks/page-blocks'
import { cacheTags } from '@/data/cache-tags'
import type { Page } from '@/payload-types'

import { isPublishedOrStaff, isStaff } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'

/** Paths owned by the admin, the API and the build-info endpoint. */
const reservedPrefixes = ['/admin', '/api', '/builds', '/_next']

function validatePagePath(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return 'Enter the page address, e.g. /about.'
  if (!/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/.test(value)) {
    return 'Use a path like /services/estate-planning: it starts with "/", then lowercase letters, digits and single hyphens.'
  }
  const reserved = reservedPrefixes.find(
    (prefix) => value === prefix || value.startsWith(`${prefix}/`),
  )
  return reserved ? `${reserved} belongs to the system; choose another address.` : true
}

/** Block-built pages (home, about, services, policies), each at its own path. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', '_status', 'updatedAt'] },
  access: { read: isPublishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: revalidateCollection<Page>('pages', (page) => [cacheTags.page(page.path)]),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 70 },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validatePagePath,
      admin: {
        position: 'sidebar',
        description: 'The address of the page, e.g. /about. The home page is /.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 160,
      admin: { description: 'One or two sentences shown by search engines (50–160 characters).' },
    },
    { name: 'layout', type: 'blocks', required: true, minRows: 1, blocks: pageBlocks },
  ],
}
