'use client'

import { Send } from 'lucide'

import { Button } from '@/components/ui/button'
import { ErrorSummary } from '@/components/ui/error-summary'
import { HoneypotField } from '@/components/ui/honeypot-field'

import { AcknowledgementNotice } from './acknowledgement-notice'
import { ContactIdPrefix, defaultIdPrefix } from './contact-fields'
import { ContactFailureAlert, ContactSentMessage } from './contact-outcome'
import { ContactTextInput } from './contact-text-input'
import { MessageField } from './message-field'
import { ReplyMethodField } from './reply-method-field'
import { TopicField } from './topic-field'
import { useContactForm } from './use-contact-form'

/**
 * The contact form: checks what was typed with the server's own schema before sending, shows a
 * message beside each field and a focused summary, and keeps everything typed after an error,
 * also without JavaScript. `pagePath` is the page's canonical address: a post sent before the
 * script runs goes there, and the answer is matched to this form by it rather than by the form's
 * place in the page, which changes when the page around it is edited (a post from a copy of the
 * page served while a newer one was being made came back as an empty form). `idPrefix` starts
 * its element ids: a page with two contact forms gives each its own.
 */
export function ContactForm({
  phoneDisplay,
  phoneHref,
  pagePath,
  idPrefix = defaultIdPrefix,
}: {
  phoneDisplay: string
  phoneHref: string
  pagePath: string
  idPrefix?: string
}) {
  const {
    result,
    formAction,
    isPending,
    errors,
    values,
    errorLinks,
    summaryRef,
    outcomeRef,
    handleSubmit,
  } = useContactForm(pagePath, idPrefix)
  const phone = { phoneDisplay, phoneHref }

  if (result.status === 'sent') {
    return (
      <ContactSentMessage ref={outcomeRef} name={result.name} replyBy={result.replyBy} {...phone} />
    )
  }

  return (
    <ContactIdPrefix value={idPrefix}>
      <form action={formAction} onSubmit={handleSubmit} noValidate className="mt-6 max-w-2xl">
        {errorLinks.length > 0 ? (
          <ErrorSummary
            ref={summaryRef}
            id={`${idPrefix}-error-summary`}
            heading="There is a problem with your message"
            errors={errorLinks}
          />
        ) : null}
        {result.status === 'limited' || result.status === 'failed' ? (
          <ContactFailureAlert ref={outcomeRef} status={result.status} {...phone} />
        ) : null}

        <ContactTextInput field="name" autoComplete="name" values={values} errors={errors} />
        <ContactTextInput
          field="email"
          type="email"
          autoComplete="email"
          values={values}
          errors={errors}
        />
        <ContactTextInput
          field="phone"
          type="tel"
          autoComplete="tel"
          hint="Needed if you would like a call or a text."
          values={values}
          errors={errors}
        />
        <ReplyMethodField value={values.replyBy} error={errors.replyBy} />
        <TopicField value={values.topic} error={errors.topic} />
        <MessageField value={values.message} error={errors.message} />
        <AcknowledgementNotice value={values.acknowledged} error={errors.acknowledged} />

        <HoneypotField formId={idPrefix} />

        <Button
          type="submit"
          icon={Send}
          isBusy={isPending}
          busyLabel="Sending your message…"
          className="mt-8"
        >
          Send message
        </Button>
      </form>
    </ContactIdPrefix>
  )
}
