'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { createContext, use, useRef, useState, type MouseEvent, type ReactNode } from 'react'

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
        <Dialog.Portal>
          <Dialog.Overlay className="bg-brand-950/60 fixed inset-0 z-40" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              openerRef.current?.focus()
            }}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-xl bg-white p-6 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(48rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-brand-950 text-2xl font-bold">
                {content.heading}
              </Dialog.Title>
              <Dialog.Close className="text-brand-900 inline-flex min-h-12 shrink-0 items-center gap-2 rounded-md px-3 font-semibold">
                <X aria-hidden="true" className="size-6" />
                Close
              </Dialog.Close>
            </div>
            <Dialog.Description className={content.intro ? 'text-ink-muted mt-2' : 'sr-only'}>
              {content.intro ?? 'Choose the kind of help you need to book a first meeting.'}
            </Dialog.Description>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {content.choices.map((choice) => (
                <li
                  key={choice.id}
                  className="border-brand-100 flex flex-col rounded-lg border p-5"
                >
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
          </Dialog.Content>
        </Dialog.Portal>
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
