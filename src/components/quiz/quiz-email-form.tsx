import { Mail } from 'lucide'
import { useEffect, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { ErrorSummary } from '@/components/ui/error-summary'
import {
  fieldDescribedBy,
  FieldError,
  formControlClass,
  FormField,
} from '@/components/ui/form-field'
import { HoneypotField } from '@/components/ui/honeypot-field'
import {
  quizEmailFields,
  quizReportNameMaxLength,
  type QuizEmailField,
} from '@/domain/quiz/quiz-report-request'
import type { QuizSession } from '@/domain/quiz/quiz-session'
import { quizSessionText } from '@/domain/quiz/quiz-session-text'
import type { QuizEmailLimit } from '@/lib/quiz-report/quiz-email-limits'

import type { QuizEmailResult } from './quiz-runner-state'

const fieldId = (field: QuizEmailField) => `quiz-email-${field}`

/** What each cap on reports by e-mail tells the visitor: why, when to try again, what else works. */
const limitedMessages: Record<QuizEmailLimit, string> = {
  client:
    'Too many reports were asked for from this connection. Please wait ten minutes and try again, or download the report instead.',
  recipient:
    'Too many reports were asked for to this e-mail address today. Please try again tomorrow, or download the report instead.',
  site: 'Too many reports were asked for on this website in the last hour. Please try again in an hour, or download the report instead.',
}

/**
 * "E-mail me the report": name (optional), address and consent, sent to the quiz's Server Action,
 * which stores the submission before anything is sent. Mistakes are listed in a focused summary
 * and beside each field, keeping what was typed, also without JavaScript.
 */
export function QuizEmailForm({
  quizSlug,
  session,
  result,
  formAction,
  isPending,
}: {
  quizSlug: string
  session: QuizSession
  result: QuizEmailResult
  formAction: (formData: FormData) => void
  isPending: boolean
}) {
  const summaryRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (result.status === 'invalid') summaryRef.current?.focus()
    if (result.status === 'sent') statusRef.current?.focus()
  }, [result])

  if (result.status === 'sent') {
    return (
      <p ref={statusRef} tabIndex={-1} role="status" className="mt-4 text-lg font-semibold">
        Thank you. The report is on its way to {result.email}. If it has not arrived in a few
        minutes, check your spam folder.
      </p>
    )
  }

  const values = result.status === 'idle' ? {} : result.values
  const errors = result.status === 'invalid' ? result.fieldErrors : {}
  const summary = quizEmailFields.flatMap((field) => {
    const message = errors[field]
    return message ? [{ fieldId: fieldId(field), message }] : []
  })
  const field = (name: 'name' | 'email') => ({
    id: fieldId(name),
    error: errors[name],
  })
  return (
    <form action={formAction} className="mt-4" noValidate>
      {summary.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="quiz-email-summary"
          heading="Please correct the following"
          errors={summary}
        />
      ) : null}
      {result.status === 'limited' ? (
        <p role="alert" className="mb-4 font-semibold text-red-800">
          {limitedMessages[result.limit]}
        </p>
      ) : null}
      {result.status === 'failed' ? (
        <p role="alert" className="mb-4 font-semibold text-red-800">
          The report could not be sent just now. Please try again, or download it instead.
        </p>
      ) : null}
      <input type="hidden" name="quiz" value={quizSlug} />
      <input type="hidden" name="session" value={quizSessionText(session)} />
      <FormField {...field('name')} label="Your name (optional)" className="max-w-md">
        <input
          id={fieldId('name')}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={quizReportNameMaxLength}
          defaultValue={values.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={fieldDescribedBy(field('name'))}
          className={formControlClass}
        />
      </FormField>
      <FormField {...field('email')} label="Your e-mail address" className="mt-4 max-w-md">
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={fieldDescribedBy(field('email'))}
          className={formControlClass}
        />
      </FormField>
      <FieldError id={fieldId('consent')} error={errors.consent} />
      <label className="mt-4 flex min-h-12 items-start gap-3">
        <input
          id={fieldId('consent')}
          type="checkbox"
          name="consent"
          defaultChecked={values.consent === 'on'}
          aria-invalid={Boolean(errors.consent)}
          aria-describedby={fieldDescribedBy({ id: fieldId('consent'), error: errors.consent })}
          className="mt-1 size-6 shrink-0"
        />
        <span>
          E-mail me the report. I agree that the firm keeps my answers and address with it and may
          reply about it. This does not make the firm my lawyers.
        </span>
      </label>
      <HoneypotField formId="quiz-email" />
      <Button
        type="submit"
        name="intent"
        value="email"
        variant="secondary"
        icon={Mail}
        isBusy={isPending}
        busyLabel="Sending the report…"
        className="mt-4"
      >
        E-mail the report
      </Button>
    </form>
  )
}
