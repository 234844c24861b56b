'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { ErrorSummary } from '@/components/ui/error-summary'
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

const inputClass =
  'mt-2 block w-full rounded-md border-2 border-ink-muted bg-white px-3 py-2 text-lg aria-[invalid=true]:border-red-700'

function FieldError({ field, errors }: { field: InquiryField; errors: InquiryFieldErrors }) {
  const message = errors[field]
  if (!message) return null
  return (
    <p id={`${field}-error`} className="mt-2 font-semibold text-red-800">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  )
}

function describedBy(field: InquiryField, errors: InquiryFieldErrors, hint?: string) {
  return [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(' ') || undefined
}

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
  const hintId = hint ? `contact-${field}-hint` : undefined
  return (
    <div className="mt-6 first:mt-0">
      <label htmlFor={`contact-${field}`} className="font-semibold">
        {fieldLabels[field]}
      </label>
      {hint ? (
        <p id={hintId} className="text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} errors={errors} />
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        defaultValue={values[field]}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={describedBy(field, errors, hintId)}
        className={inputClass}
      />
    </div>
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
    return message ? [{ fieldId: `contact-${field}`, message }] : []
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

      <fieldset
        id="contact-replyBy"
        className="mt-6"
        aria-describedby={describedBy('replyBy', errors)}
      >
        <legend className="font-semibold">{fieldLabels.replyBy}</legend>
        <FieldError field="replyBy" errors={errors} />
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
      </fieldset>

      <div className="mt-6">
        <label htmlFor="contact-topic" className="font-semibold">
          {fieldLabels.topic}
        </label>
        <FieldError field="topic" errors={errors} />
        <select
          id="contact-topic"
          name="topic"
          defaultValue={values.topic ?? ''}
          aria-invalid={Boolean(errors.topic)}
          aria-describedby={describedBy('topic', errors)}
          className={inputClass}
        >
          <option value="">Choose a topic</option>
          {inquiryTopics.map((topic) => (
            <option key={topic} value={topic}>
              {inquiryTopicLabels[topic]}
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6">
        <label htmlFor="contact-message" className="font-semibold">
          {fieldLabels.message}
        </label>
        <p id="contact-message-hint" className="text-ink-muted">
          A few sentences about what you need. Please leave out confidential details for now.
        </p>
        <FieldError field="message" errors={errors} />
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          defaultValue={values.message}
          onChange={(event) => setMessageLength(event.currentTarget.value.length)}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy(
            'message',
            errors,
            'contact-message-hint contact-message-count',
          )}
          className={inputClass}
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
      </div>

      <Notice>
        <h3 className="text-xl">Before you send</h3>
        <p className="mt-2">
          Sending this form does not make us your lawyers, and nothing on this website is legal
          advice. We first check that we can take your matter (for example, that we do not already
          represent someone on the other side). Until we confirm that, please do not send
          confidential details.
        </p>
        <FieldError field="acknowledged" errors={errors} />
        <label className="mt-3 flex min-h-12 items-start gap-3 font-semibold">
          <input
            id="contact-acknowledged"
            type="checkbox"
            name="acknowledged"
            defaultChecked={values.acknowledged === 'on'}
            aria-invalid={Boolean(errors.acknowledged)}
            aria-describedby={describedBy('acknowledged', errors)}
            className="mt-1 size-6 shrink-0"
          />
          {fieldLabels.acknowledged}
        </label>
      </Notice>

      <div className="absolute -left-[10000px]" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>

      <button
        type="submit"
        disabled={isPending}
        className="bg-brand-800 hover:bg-brand-900 mt-8 inline-flex min-h-12 items-center rounded-md px-6 py-3 text-lg font-semibold text-white disabled:opacity-70"
      >
        {isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  )
}
