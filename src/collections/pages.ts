import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks/page-blocks'
import { cacheTags } from '@/data/cache-tags'
import type { Page } from '@/payload-types'

import { rejectTakenAliases } from './pages.hooks'
import { pageRecords, syncSearchRecords } from './search-records.hooks'
import { isPublishedOrStaff, isStaff } from './shared/access'
import { sitePreview } from './shared/live-preview'
import { revalidateCollection } from './shared/revalidate.hooks'
import { rejectDuplicateRowIds } from './shared/unique-row-ids.hooks'

const revalidatePages = revalidateCollection<Page>('pages', (page) => [
  cacheTags.page(page.path),
  ...(page.aliases ?? []).map((alias) => cacheTags.page(alias.path)),
])
const searchPages = syncSearchRecords<Page>('pages', pageRecords)

/** Paths owned by the admin, the API, the blog and the build-info endpoint. */
const reservedPrefixes = ['/admin', '/api', '/blog', '/builds', '/_next']

function reservedMessage(value: string): true | string {
  const reserved = reservedPrefixes.find(
    (prefix) => value.toLowerCase() === prefix || value.toLowerCase().startsWith(`${prefix}/`),
  )
  return reserved ? `${reserved} belongs to the system; choose another address.` : true
}

function validatePagePath(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return 'Enter the page address, e.g. /about.'
  if (!/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/.test(value)) {
    return 'Use a path like /services/estate-planning: it starts with "/", then lowercase letters, digits and single hyphens.'
  }
  return reservedMessage(value)
}

/** An alias may keep an old spelling with capitals (e.g. /services/estate-planning/GunTrusts). */
function validateAliasPath(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return 'Enter the other address, e.g. /about-us.'
  if (!/^\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)*$/.test(value)) {
    return 'Use a path like /about-us: it starts with "/", then letters, digits and single hyphens.'
  }
  return reservedMessage(value)
}

/** Block-built pages (home, about, services, policies), each at its own path. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Website',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    ...sitePreview(({ path }) =>
      typeof path === 'string' && validatePagePath(path) === true ? path : null,
    ),
  },
  access: { read: isPublishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeValidate: [rejectDuplicateRowIds],
    beforeChange: [rejectTakenAliases],
    afterChange: [...revalidatePages.afterChange, ...searchPages.afterChange],
    afterDelete: [...revalidatePages.afterDelete, ...searchPages.afterDelete],
  },
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
      name: 'aliases',
      type: 'array',
      maxRows: 5,
      labels: { singular: 'Other address', plural: 'Other addresses' },
      admin: {
        position: 'sidebar',
        description:
          'Other addresses that show this same page, e.g. /about-us. Search engines are pointed to the main address.',
      },
      fields: [{ name: 'path', type: 'text', required: true, validate: validateAliasPath }],
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 160,
      admin: { description: 'One or two sentences shown by search engines (50–160 characters).' },
    },
    {
      name: 'noindex',
      label: 'Hide from search engines',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'For pages only visitors with a link need, such as the payment page.',
      },
    },
    { name: 'layout', type: 'blocks', required: true, minRows: 1, blocks: pageBlocks },
  ],
}
