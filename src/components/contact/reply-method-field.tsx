import { FormFieldset } from '@/components/ui/form-field'
import { replyMethodLabels, replyMethods } from '@/domain/contact/inquiry.schema'

import { fieldLabels, useContactElementId } from './contact-fields'

/** How the visitor would like the reply, as radio buttons; e-mail unless they chose otherwise. */
export function ReplyMethodField({ value, error }: { value?: string; error?: string }) {
  const fieldId = useContactElementId()
  return (
    <FormFieldset
      id={fieldId('replyBy')}
      legend={fieldLabels.replyBy}
      error={error}
      className="mt-6"
    >
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
        {replyMethods.map((method) => (
          <label key={method} className="flex min-h-12 items-center gap-3">
            <input
              type="radio"
              name="replyBy"
              value={method}
              defaultChecked={(value ?? 'email') === method}
              className="size-6"
            />
            {replyMethodLabels[method]}
          </label>
        ))}
      </div>
    </FormFieldset>
  )
}
