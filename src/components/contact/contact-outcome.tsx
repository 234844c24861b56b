import type { Ref } from 'react'

type PhoneLink = { phoneDisplay: string; phoneHref: string }

/** What replaces the form once the message is stored, focused when it appears. */
export function ContactSentMessage({
  ref,
  name,
  replyBy,
  phoneDisplay,
  phoneHref,
}: PhoneLink & { ref: Ref<HTMLDivElement>; name: string; replyBy: string }) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className="bg-brand-50 mt-6 rounded-lg p-6">
      <h3 className="text-2xl">Thank you, {name}.</h3>
      <p className="mt-2">
        Your message is with us. We will reply by {replyBy}, usually within one business day. If it
        is urgent, call us at <a href={phoneHref}>{phoneDisplay}</a>.
      </p>
    </div>
  )
}

/** Why a valid message was not taken (too many sent, or not saved), and the phone number instead. */
export function ContactFailureAlert({
  ref,
  status,
  phoneDisplay,
  phoneHref,
}: PhoneLink & { ref: Ref<HTMLDivElement>; status: 'limited' | 'failed' }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-8 rounded-md border-4 border-red-700 p-4"
    >
      {status === 'limited'
        ? 'You have sent several messages in the last few minutes. Please wait a little before sending another, or call us at '
        : 'We could not save your message just now. Nothing you typed is lost: please try again in a few minutes, or call us at '}
      <a href={phoneHref}>{phoneDisplay}</a>.
    </div>
  )
}
