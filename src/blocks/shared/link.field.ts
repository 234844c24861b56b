import type { Field } from 'payload'

import { schedulingKindLabels, schedulingKinds } from '@/domain/contact/scheduling-kinds'
import { isSitePath, linkTypes, type LinkType } from '@/domain/navigation/link-href'

const linkTypeLabels: Record<LinkType, string> = {
  page: 'A page of this site',
  schedule: 'Book a meeting (scheduling link from the site settings)',
  phone: 'Call the office (phone number from the site settings)',
  sms: 'Text the office (SMS number from the site settings)',
  email: 'E-mail the office (address from the site settings)',
  external: 'Another website',
}

type ValidateOptions = { required?: boolean }

function emptyResult(required: boolean | undefined): true | string {
  return required ? 'This field is required.' : true
}

/** Validates a site path typed in the admin, with a message the attorney can act on. */
export function validateSitePath(
  value: unknown,
  { required }: ValidateOptions = {},
): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  return isSitePath(value) ? true : 'Enter a path on this site that starts with "/", e.g. /contact.'
}

/** Validates an https address typed in the admin. */
export function validateHttpsUrl(
  value: unknown,
  { required }: ValidateOptions = {},
): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  try {
    return new URL(value).protocol === 'https:'
      ? true
      : 'Enter an address that starts with https://.'
  } catch {
    return 'Enter a full web address, e.g. https://book.example.com/new-client.'
  }
}

/** Validates the site's own address: https, or http for a local or test server. */
export function validateSiteUrl(value: unknown, { required }: ValidateOptions = {}): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
      ? true
      : 'Enter an address that starts with https://.'
  } catch {
    return 'Enter a full web address, e.g. https://book.example.com/new-client.'
  }
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
