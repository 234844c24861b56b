import type { Field } from 'payload'

/** The heading and optional introduction every section block starts with (see BlockSection). */
export function sectionFields({
  defaultHeading,
  introMaxLength = 400,
  introDescription,
}: { defaultHeading?: string; introMaxLength?: number; introDescription?: string } = {}): Field[] {
  return [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 90,
      ...(defaultHeading ? { defaultValue: defaultHeading } : {}),
    },
    {
      name: 'intro',
      type: 'textarea',
      maxLength: introMaxLength,
      ...(introDescription ? { admin: { description: introDescription } } : {}),
    },
  ]
}
