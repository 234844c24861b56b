'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import { ErrorSummary } from '@/components/ui/error-summary'
import {
  fieldDescribedBy,
  FieldError,
  formControlClass,
  FormField,
  FormFieldset,
} from '@/components/ui/form-field'
import { HoneypotField } from '@/components/ui/honeypot-field'
import {
  inquiryFields,
  inquiryTopicLabels,
  inquiryTopics,
  messageMaxLength,
  parseInquiry,
  replyMethodLabels,
  replyMethods,
  type InquiryField,
  type InquiryFieldErrors,
} from '@/domain/contact/inquiry.schema'

import { initialContactResult, type ContactValues } from './contact-result'
import { sendContactMessage } from './contact.actions'

const fieldLabels: Record<InquiryField, string> = {
  name: 'Your name',
  email: 'E-mail address',
  phone: 'Phone number (optional)',
  replyBy: 'How should we reply?',
  topic: 'What is your question about?',
  message: 'Your message',
  acknowledged: 'I have read the notice above',
}

const fieldId = (field: InquiryField) => `contact-${field}`

/** A one-line field with its label, optional hint and error, keeping what was typed. */
function TextInput({
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

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="border-accent-700 bg-accent-100 mt-8 rounded-md border-l-4 p-4">{children}</div>
  )
}

/**
 * The contact form: checks what was typed with the server's own schema before sending, shows a
 * message beside each field and a focused summary, and keeps everything typed after an error,
 * also without JavaScript. `pagePath` is the page's canonical address: a post sent before the
 * script runs goes there, and the answer is matched to this form by it rather than by the form's
 * place in the page, which changes when the page around it is edited (a post from a copy of the
 * page served while a newer one was being made came back as an empty form).
 */
export function ContactForm({
  phoneDisplay,
  phoneHref,
  pagePath,
}: {
  phoneDisplay: string
  phoneHref: string
  pagePath: string
}) {
  const [result, formAction, isPending] = useActionState(
    sendContactMessage,
    initialContactResult,
    pagePath,
  )
  const [clientErrors, setClientErrors] = useState<InquiryFieldErrors | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [messageLength, setMessageLength] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

  const errors: InquiryFieldErrors =
    clientErrors ?? (result.status === 'invalid' ? result.fieldErrors : {})
  const values: ContactValues = 'values' in result ? result.values : {}
  const errorLinks = inquiryFields.flatMap((field) => {
    const message = errors[field]
    return message ? [{ fieldId: fieldId(field), message }] : []
  })

  useEffect(() => {
    if (attempt === 0) return
    if (errorLinks.length > 0) summaryRef.current?.focus()
    else outcomeRef.current?.focus()
    // Focus moves once per submission, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, result])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = parseInquiry(Object.fromEntries(new FormData(event.currentTarget)))
    setAttempt((count) => count + 1)
    if (checked.ok) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(checked.fieldErrors)
  }

  if (result.status === 'sent') {
    return (
      <div ref={outcomeRef} tabIndex={-1} role="status" className="bg-brand-50 mt-6 rounded-lg p-6">
        <h3 className="text-2xl">Thank you, {result.name}.</h3>
        <p className="mt-2">
          Your message is with us. We will reply by {result.replyBy}, usually within one business
          day. If it is urgent, call us at <a href={phoneHref}>{phoneDisplay}</a>.
        </p>
      </div>
    )
  }

  return (
    <form action={formAction} onSubmit={handleSubmit} noValidate className="mt-6 max-w-2xl">
      {errorLinks.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="contact-error-summary"
          heading="There is a problem with your message"
          errors={errorLinks}
        />
      ) : null}
      {result.status === 'limited' || result.status === 'failed' ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="alert"
          className="mb-8 rounded-md border-4 border-red-700 p-4"
        >
          {result.status === 'limited'
            ? 'You have sent several messages in the last few minutes. Please wait a little before sending another, or call us at '
            : 'We could not save your message just now. Nothing you typed is lost: please try again in a few minutes, or call us at '}
          <a href={phoneHref}>{phoneDisplay}</a>.
        </div>
      ) : null}

      <TextInput field="name" autoComplete="name" values={values} errors={errors} />
      <TextInput field="email" type="email" autoComplete="email" values={values} errors={errors} />
      <TextInput
        field="phone"
        type="tel"
        autoComplete="tel"
        hint="Needed if you would like a call or a text."
        values={values}
        errors={errors}
      />

      <FormFieldset
        id={fieldId('replyBy')}
        legend={fieldLabels.replyBy}
        error={errors.replyBy}
        className="mt-6"
      >
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {replyMethods.map((method) => (
            <label key={method} className="flex min-h-12 items-center gap-3">
              <input
                type="radio"
                name="replyBy"
                value={method}
                defaultChecked={(values.replyBy ?? 'email') === method}
                className="size-6"
              />
              {replyMethodLabels[method]}
            </label>
          ))}
        </div>
      </FormFieldset>

      <FormField
        id={fieldId('topic')}
        label={fieldLabels.topic}
        error={errors.topic}
        className="mt-6"
      >
        <select
          id="contact-topic"
          name="topic"
          defaultValue={values.topic ?? ''}
          aria-invalid={Boolean(errors.topic)}
          aria-describedby={fieldDescribedBy({ id: fieldId('topic'), error: errors.topic })}
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

      <FormField
        id={fieldId('message')}
        label={fieldLabels.message}
        hint="A few sentences about what you need. Please leave out confidential details for now."
        error={errors.message}
        className="mt-6"
      >
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          defaultValue={values.message}
          onChange={(event) => setMessageLength(event.currentTarget.value.length)}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={fieldDescribedBy({
            id: fieldId('message'),
            hint: 'shown',
            error: errors.message,
            describedBy: ['contact-message-count'],
          })}
          className={formControlClass}
        />
        <p
          id="contact-message-count"
          className={
            messageLength > messageMaxLength ? 'font-semibold text-red-800' : 'text-ink-muted'
          }
        >
          {messageLength.toLocaleString('en-US')} of {messageMaxLength.toLocaleString('en-US')}{' '}
          characters
        </p>
      </FormField>

      <Notice>
        <h3 className="text-xl">Before you send</h3>
        <p className="mt-2">
          Sending this form does not make us your lawyers, and nothing on this website is legal
          advice. We first check that we can take your matter (for example, that we do not already
          represent someone on the other side). Until we confirm that, please do not send
          confidential details.
        </p>
        <FieldError id={fieldId('acknowledged')} error={errors.acknowledged} />
        <label className="mt-3 flex min-h-12 items-start gap-3 font-semibold">
          <input
            id="contact-acknowledged"
            type="checkbox"
            name="acknowledged"
            defaultChecked={values.acknowledged === 'on'}
            aria-invalid={Boolean(errors.acknowledged)}
            aria-describedby={fieldDescribedBy({
              id: fieldId('acknowledged'),
              error: errors.acknowledged,
            })}
            className="mt-1 size-6 shrink-0"
          />
          {fieldLabels.acknowledged}
        </label>
      </Notice>

      <HoneypotField formId="contact" />

      <button type="submit" disabled={isPending} className={buttonClass({ className: 'mt-8' })}>
        {isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  )
}
