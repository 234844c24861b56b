import type { FieldHook, TextField } from 'payload'

import { slugify, validateSlug } from '@/domain/blog/slug'

/**
 * The address field of a document (post, category, tag, quiz): left empty, it is made from
 * `sourceField` (the title or name) when the document is saved; `reserved` words are refused.
 * `validate` and `description` replace the blog's one-part rule and its help text.
 */
export function slugField({
  sourceField,
  reserved = [],
  validate = (value: unknown) => validateSlug(value, { reserved }),
  description = 'The last part of the address. Left empty, it is made from the title.',
}: {
  sourceField: string
  reserved?: readonly string[]
  validate?: (value: unknown) => true | string
  description?: string
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
    validate,
    hooks: { beforeValidate: [fillFromSource] },
    admin: {
      position: 'sidebar',
      description,
    },
  }
}
