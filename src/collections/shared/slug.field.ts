import type { FieldHook, TextField } from 'payload'

import { slugify, validateSlug } from '@/domain/blog/slug'

/**
 * The address field of a blog document (post, category, tag): left empty, it is made from
 * `sourceField` (the title or name) when the document is saved; `reserved` words are refused.
 */
export function slugField({
  sourceField,
  reserved = [],
}: {
  sourceField: string
  reserved?: readonly string[]
}): TextField {
  const fillFromSource: FieldHook = ({ value, data }) => {
    if (typeof value === 'string' && value !== '') return value
    const source: unknown = data?.[sourceField]
    return typeof source === 'string' ? slugify(source) : value
  }
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: unknown) => validateSlug(value, { reserved }),
    hooks: { beforeValidate: [fillFromSource] },
    admin: {
      position: 'sidebar',
      description: 'The last part of the address. Left empty, it is made from the title.',
    },
  }
}
