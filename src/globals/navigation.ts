import type { Field, GlobalConfig } from 'payload'

import { validateSitePath } from '@/collections/shared/address-validators'

import { isAnyone, isStaff } from '../collections/shared/access'
import { revalidateGlobal } from '../collections/shared/revalidate.hooks'
import { rejectDuplicateRowIdsInGlobal } from '../collections/shared/unique-row-ids.hooks'

function menu(name: string, maxRows: number): Field {
  return {
    name,
    type: 'array',
    maxRows,
    fields: [
      { name: 'label', type: 'text', required: true, maxLength: 40 },
      { name: 'path', type: 'text', required: true, validate: validateSitePath },
    ],
  }
}

/** The header and footer menus. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  access: { read: isAnyone, update: isStaff },
  hooks: {
    beforeValidate: [rejectDuplicateRowIdsInGlobal],
    afterChange: [revalidateGlobal('navigation')],
  },
  fields: [menu('header', 8), menu('footer', 12)],
}
