import type { Field } from 'payload'

/**
 * Marks a visitor's record as belonging to a client: the retention job (issue 28) keeps it, as
 * the firm keeps client files, instead of deleting it when its period in Site settings ends.
 */
export const becameClientField: Field = {
  name: 'becameClient',
  label: 'Became a client',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Kept: not deleted when the retention period in Site settings → Privacy ends.',
  },
}
