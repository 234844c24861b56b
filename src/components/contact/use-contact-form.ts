import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import {
  inquiryFields,
  parseInquiry,
  type InquiryFieldErrors,
} from '@/domain/contact/inquiry.schema'

import { contactElementId } from './contact-fields'
import { initialContactResult, type ContactValues } from './contact-result'
import { sendContactMessage } from './contact.actions'

/**
 * The contact form's state: the action's answer, the errors found in the browser before sending
 * (or else the server's), what was typed, and the refs that take focus once per submission (the
 * error summary, or the outcome); the summary links to fields by the ids starting `idPrefix`.
 */
export function useContactForm(pagePath: string, idPrefix: string) {
  const [result, formAction, isPending] = useActionState(
    sendContactMessage,
    initialContactResult,
    pagePath,
  )
  const [clientErrors, setClientErrors] = useState<InquiryFieldErrors | null>(null)
  const [attempt, setAttempt] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

  const errors: InquiryFieldErrors =
    clientErrors ?? (result.status === 'invalid' ? result.fieldErrors : {})
  const values: ContactValues = 'values' in result ? result.values : {}
  const errorLinks = inquiryFields.flatMap((field) => {
    const message = errors[field]
    return message ? [{ fieldId: contactElementId(idPrefix, field), message }] : []
  })

  useEffect(() => {
    if (attempt === 0) return
    if (errorLinks.length > 0) summaryRef.current?.focus()
    else outcomeRef.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves once per submission, not on every keystroke
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

  return {
    result,
    formAction,
    isPending,
    errors,
    values,
    errorLinks,
    summaryRef,
    outcomeRef,
    handleSubmit,
  }
}
