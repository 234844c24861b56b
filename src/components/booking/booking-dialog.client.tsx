'use client'

import { Dialog } from 'radix-ui'
import { createContext, use, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { DialogSheet } from '@/components/ui/dialog-sheet'

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
  const openerRef = useRef<HTMLElement | null>(null)

  function open() {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null
    setIsOpen(true)
  }

  return (
    <OpenBookingContext value={content.choices.length > 0 ? open : null}>
      {children}
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <DialogSheet
          title={content.heading}
          description={content.intro ?? 'Choose the kind of help you need to book a first meeting.'}
          isDescriptionVisible={Boolean(content.intro)}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            openerRef.current?.focus()
          }}
        >
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {content.choices.map((choice) => (
              <li key={choice.id} className="border-brand-100 flex flex-col rounded-lg border p-5">
                <h3 className="text-xl">{choice.title}</h3>
                <p className="mt-2 grow">{choice.firstMeeting}</p>
                <a
                  href={choice.href}
                  className="bg-brand-800 hover:bg-brand-900 mt-4 inline-flex min-h-12 items-center justify-center rounded-md px-4 font-semibold text-white no-underline"
                >
                  {choice.buttonLabel}
                  <span className="sr-only"> ({choice.title})</span>
                </a>
              </li>
            ))}
          </ul>
        </DialogSheet>
      </Dialog.Root>
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
