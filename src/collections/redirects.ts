import type { CollectionConfig, FieldHook, Validate } from 'payload'

import {
  validateRedirectSource,
  validateRedirectTarget,
} from '@/collections/shared/address-validators'
import { cacheTags } from '@/data/cache-tags'
import { alreadyRedirected, findStoredRedirect } from '@/data/redirect-store'
import { parseRedirectSource } from '@/domain/redirects/redirect-address'
import type { Redirect } from '@/payload-types'

import { importRedirectsEndpoint } from './redirects.import.endpoint'
import { isStaff, isStaffOrInProcess } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'

/**
 * From in its normal form (src/domain/redirects): as browsers ask for it and as the site looks it
 * up. What cannot be read is kept as typed, for the validation to refuse with its reason.
 */
const normaliseFrom: FieldHook<Redirect, string | undefined> = ({ value }) => {
  if (typeof value !== 'string') return value
  const parsed = parseRedirectSource(value)
  return parsed.ok ? parsed.path : value
}

/** From as the field checks it: an address a visitor could ask for, without a redirect yet. */
const validateFrom: Validate<string> = async (value, options) => {
  const valid = validateRedirectSource(value, options)
  if (valid !== true || typeof value !== 'string' || value === '') return valid
  const parsed = parseRedirectSource(value)
  if (!parsed.ok) return parsed.message
  const existing = await findStoredRedirect(options.req.payload, parsed.path, options.req)
  return existing && String(existing.id) !== String(options.id) ? alreadyRedirected(existing) : true
}

/** Old addresses that now live elsewhere; consulted only when no page matches. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    group: 'Website',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'isPermanent'],
    // Many at once when a site moves here: a pasted or uploaded list (issue 40, item 2).
    components: { beforeList: ['@/admin/redirect-import#RedirectImport'] },
  },
  access: { read: isStaffOrInProcess, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollection<Redirect>('redirects', (redirect) => [
    cacheTags.redirect(redirect.from),
  ]),
  endpoints: [importRedirectsEndpoint],
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateFrom,
      hooks: { beforeValidate: [normaliseFrom] },
      admin: {
        description:
          'The old address, e.g. /old-contact/ or /planificación-patrimonial. It is saved as browsers ask for it: without the slash at the end, with letters rather than %-codes. A visitor’s query (?utm_source=…) is passed on to To.',
      },
      // The missed pages report's "Create redirect" opens this form with `?from=/old-address`;
      // staff choose where it leads.
      defaultValue: ({ req }) => {
        const from: unknown = req.query?.from
        if (typeof from !== 'string') return undefined
        const parsed = parseRedirectSource(from)
        return parsed.ok ? parsed.path : undefined
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: validateRedirectTarget,
      admin: {
        description:
          'A path on this site (/contact) or a full https:// address. Its own query wins over a visitor’s parameter of the same name.',
        components: {
          afterInput: ['@/admin/likely-redirect-targets.client#LikelyRedirectTargets'],
        },
      },
    },
    {
      name: 'isPermanent',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Permanent (308) tells search engines to forget the old address.' },
    },
  ],
}
