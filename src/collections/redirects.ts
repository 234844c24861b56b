import type { CollectionConfig } from 'payload'

import { validateHttpsUrl, validateSitePath } from '@/collections/shared/address-validators'
import { cacheTags } from '@/data/cache-tags'
import type { Redirect } from '@/payload-types'

import { isStaff, isStaffOrInProcess } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'

/** Old addresses that now live elsewhere; consulted only when no page matches. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'isPermanent'] },
  access: { read: isStaffOrInProcess, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollection<Redirect>('redirects', (redirect) => [
    cacheTags.redirect(redirect.from),
  ]),
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSitePath,
      // The missed pages report's "Create redirect" opens this form with `?from=/old-address`;
      // staff choose where it leads.
      defaultValue: ({ req }) => {
        const from: unknown = req.query?.from
        return typeof from === 'string' && validateSitePath(from) === true ? from : undefined
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: (value: unknown, options: { required?: boolean }) =>
        typeof value === 'string' && value.startsWith('/')
          ? validateSitePath(value, options)
          : validateHttpsUrl(value, options),
      admin: { description: 'A path on this site (/contact) or a full https:// address.' },
    },
    {
      name: 'isPermanent',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Permanent (308) tells search engines to forget the old address.' },
    },
  ],
}
