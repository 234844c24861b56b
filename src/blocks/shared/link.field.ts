import type { Field } from 'payload'

import { validateHttpsUrl, validateSitePath } from '@/collections/shared/address-validators'
import { schedulingKindLabels, schedulingKinds } from '@/domain/contact/scheduling-kinds'
import { linkTypes, type LinkType } from '@/domain/navigation/link-href'

const linkTypeLabels: Record<LinkType, string> = {
  page: 'A page of this site',
  schedule: 'Book a meeting (scheduling link from the site settings)',
  phone: 'Call the office (phone number from the site settings)',
  sms: 'Text the office (SMS number from the site settings)',
  email: 'E-mail the office (address from the site settings)',
  external: 'Another website',
}

/** A labelled call to action whose target comes from the site settings where it can. */
export function linkField({ name = 'link', required = true } = {}): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text', required, maxLength: 60 },
      {
        name: 'type',
        type: 'select',
        required,
        defaultValue: 'page',
        options: linkTypes.map((value) => ({ value, label: linkTypeLabels[value] })),
      },
      {
        name: 'path',
        type: 'text',
        admin: { condition: (_, sibling) => sibling?.type === 'page' },
        validate: validateSitePath,
      },
      {
        name: 'schedulingKind',
        type: 'select',
        options: schedulingKinds.map((value) => ({ value, label: schedulingKindLabels[value] })),
        admin: { condition: (_, sibling) => sibling?.type === 'schedule' },
      },
      {
        name: 'url',
        type: 'text',
        admin: { condition: (_, sibling) => sibling?.type === 'external' },
        validate: validateHttpsUrl,
      },
    ],
  }
}

/** A block's calls to action: up to `maxRows` links, at least `minRows`. */
export function actionsField({ minRows = 0, maxRows = 2 } = {}): Field {
  return {
    name: 'actions',
    type: 'array',
    ...(minRows > 0 ? { minRows, required: true } : {}),
    maxRows,
    labels: { singular: 'Call to action', plural: 'Calls to action' },
    fields: [linkField()],
  }
}
