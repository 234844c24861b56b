import { useState } from 'react'

import { fieldDescribedBy, formControlClass, FormField } from '@/components/ui/form-field'
import { messageMaxLength } from '@/domain/contact/inquiry.schema'

import { fieldLabels, useContactElementId } from './contact-fields'

/** The message, with a count of its characters against the most the form takes. */
export function MessageField({ value, error }: { value?: string; error?: string }) {
  const [messageLength, setMessageLength] = useState(0)
  const fieldId = useContactElementId()
  return (
    <FormField
      id={fieldId('message')}
      label={fieldLabels.message}
      hint="A few sentences about what you need. Please leave out confidential details for now."
      error={error}
      className="mt-6"
    >
      <textarea
        id={fieldId('message')}
        name="message"
        rows={7}
        defaultValue={value}
        onChange={(event) => setMessageLength(event.currentTarget.value.length)}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldDescribedBy({
          id: fieldId('message'),
          hint: 'shown',
          error,
          describedBy: [fieldId('message-count')],
        })}
        className={formControlClass}
      />
      <p
        id={fieldId('message-count')}
        className={
          messageLength > messageMaxLength ? 'font-semibold text-red-800' : 'text-ink-muted'
        }
      >
        {messageLength.toLocaleString('en-US')} of {messageMaxLength.toLocaleString('en-US')}{' '}
        characters
      </p>
    </FormField>
  )
}
