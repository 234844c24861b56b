import type { Field, GlobalConfig } from 'payload'

import { validateSitePath } from '@/collections/shared/address-validators'

import { isAnyone, isStaff } from '../collections/shared/access'
import { revalidateGlobal } from '../collections/shared/revalidate.hooks'
import { rejectDuplicateRowIdsInGlobal } from '../collections/shared/unique-row-ids.hooks'

const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true, maxLength: 40 },
  { name: 'path', type: 'text', required: true, validate: validateSitePath },
]

function menu(name: string, maxRows: number, extraFields: Field[] = []): Field {
  return { name, type: 'array', maxRows, fields: [...linkFields, ...extraFields] }
}

/** A header row's submenu: the row opens a short list instead of linking to its path. */
const submenu: Field = {
  name: 'submenu',
  type: 'array',
  maxRows: 8,
  fields: linkFields,
  admin: {
    description:
      'Optional. With links here, the row opens this list (include the overview page if it has one), and its own path only marks it as the current section, e.g. /services for every page under /services/.',
  },
}

/** The header menu (rows may open a submenu) and the footer menu. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Menus',
  // GraphQL keeps the names clients already use; the labels are for staff.
  graphQL: { name: 'Navigation' },
  admin: { group: 'Website' },
  access: { read: isAnyone, update: isStaff },
  hooks: {
    beforeValidate: [rejectDuplicateRowIdsInGlobal],
    afterChange: [revalidateGlobal('navigation')],
  },
  fields: [menu('header', 8, [submenu]), menu('footer', 12)],
}
