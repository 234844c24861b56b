import { fieldDescribedBy, formControlClass, FormField } from '@/components/ui/form-field'
import { inquiryTopicLabels, inquiryTopics } from '@/domain/contact/inquiry.schema'

import { fieldLabels, useContactElementId } from './contact-fields'

/** What the question is about, chosen from a drop-down list. */
export function TopicField({ value, error }: { value?: string; error?: string }) {
  const fieldId = useContactElementId()
  return (
    <FormField id={fieldId('topic')} label={fieldLabels.topic} error={error} className="mt-6">
      <select
        id={fieldId('topic')}
        name="topic"
        defaultValue={value ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldDescribedBy({ id: fieldId('topic'), error })}
        className={formControlClass}
      >
        <option value="">Choose a topic</option>
        {inquiryTopics.map((topic) => (
          <option key={topic} value={topic}>
            {inquiryTopicLabels[topic]}
          </option>
        ))}
      </select>
    </FormField>
  )
}
