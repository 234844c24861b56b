import { fieldDescribedBy, FieldError } from '@/components/ui/form-field'

import { fieldLabels, useContactElementId } from './contact-fields'

/** The notice read before sending (no lawyer–client relationship yet) and its acknowledgement. */
export function AcknowledgementNotice({ value, error }: { value?: string; error?: string }) {
  const fieldId = useContactElementId()
  return (
    <div className="border-accent-700 bg-accent-100 mt-8 rounded-md border-l-4 p-4">
      <h3 className="text-xl">Before you send</h3>
      <p className="mt-2">
        Sending this form does not make us your lawyers, and nothing on this website is legal
        advice. We first check that we can take your matter (for example, that we do not already
        represent someone on the other side). Until we confirm that, please do not send confidential
        details.
      </p>
      <FieldError id={fieldId('acknowledged')} error={error} />
      <label className="mt-3 flex min-h-12 items-start gap-3 font-semibold">
        <input
          id={fieldId('acknowledged')}
          type="checkbox"
          name="acknowledged"
          defaultChecked={value === 'on'}
          aria-invalid={Boolean(error)}
          aria-describedby={fieldDescribedBy({ id: fieldId('acknowledged'), error })}
          className="mt-1 size-6 shrink-0"
        />
        {fieldLabels.acknowledged}
      </label>
    </div>
  )
}
