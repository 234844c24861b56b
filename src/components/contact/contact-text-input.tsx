import { fieldDescribedBy, formControlClass, FormField } from '@/components/ui/form-field'
import type { InquiryFieldErrors } from '@/domain/contact/inquiry.schema'

import { fieldLabels, useContactElementId } from './contact-fields'
import type { ContactValues } from './contact-result'

/** A one-line field with its label, optional hint and error, keeping what was typed. */
export function ContactTextInput({
  field,
  type = 'text',
  autoComplete,
  hint,
  values,
  errors,
}: {
  field: 'name' | 'email' | 'phone'
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
  hint?: string
  values: ContactValues
  errors: InquiryFieldErrors
}) {
  const fieldId = useContactElementId()
  const frame = { id: fieldId(field), hint, error: errors[field] }
  return (
    <FormField {...frame} label={fieldLabels[field]} className="mt-6 first:mt-0">
      <input
        id={frame.id}
        name={field}
        type={type}
        autoComplete={autoComplete}
        defaultValue={values[field]}
        aria-invalid={Boolean(frame.error)}
        aria-describedby={fieldDescribedBy(frame)}
        className={formControlClass}
      />
    </FormField>
  )
}
