'use client'

import { createContext, use, useState, type MouseEvent, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import { ModalDialog } from '@/components/ui/modal-dialog.client'

export type BookingChoice = {
  id: string
  title: string
  firstMeeting: string
  buttonLabel: string
  href: string
}

export type BookingDialogContent = {
  heading: string
  intro: string | null
  choices: BookingChoice[]
}

const OpenBookingContext = createContext<(() => void) | null>(null)

/**
 * Holds the booking dialog for the whole site: any BookingButton opens it. Focus stays inside
 * while it is open, Escape closes it, and focus returns to the button that opened it.
 */
export function BookingDialogProvider({
  content,
  children,
}: {
  content: BookingDialogContent
  children: ReactNode
}) {
  const [isOpen, setIsOpen] = useState(false)

  return (
    <OpenBookingContext value={content.choices.length > 0 ? () => setIsOpen(true) : null}>
      {children}
      <ModalDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={content.heading}
        description={content.intro ?? 'Choose the kind of help you need to book a first meeting.'}
        isDescriptionVisible={Boolean(content.intro)}
      >
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {content.choices.map((choice) => (
            <li key={choice.id} className="border-brand-100 flex flex-col rounded-lg border p-5">
              <h3 className="text-xl">{choice.title}</h3>
              <p className="mt-2 grow">{choice.firstMeeting}</p>
              <a href={choice.href} className={buttonClass({ size: 'medium', className: 'mt-4' })}>
                {choice.buttonLabel}
                <span className="sr-only"> ({choice.title})</span>
              </a>
            </li>
          ))}
        </ul>
      </ModalDialog>
    </OpenBookingContext>
  )
}

/**
 * A link that opens the booking dialog; without JavaScript (or without choices) it simply goes
 * to `fallbackHref`.
 */
export function BookingButton({
  fallbackHref,
  className,
  children,
}: {
  fallbackHref: string
  className: string
  children: ReactNode
}) {
  const openBooking = use(OpenBookingContext)
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!openBooking) return
    event.preventDefault()
    openBooking()
  }
  return (
    <a
      href={fallbackHref}
      onClick={handleClick}
      aria-haspopup={openBooking ? 'dialog' : undefined}
      className={className}
    >
      {children}
    </a>
  )
}
