'use client'

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'

import { buttonClass } from './button-class'
import { keepTabInside } from './keep-tab-inside'

const placements = {
  // A sheet from the bottom on phones, centred from 640 px.
  sheet:
    'mt-auto mb-0 max-h-[90dvh] w-full max-w-none rounded-t-xl sm:m-auto sm:w-[min(48rem,calc(100vw-2rem))] sm:rounded-xl',
  // A panel along the right edge, the full height of the screen.
  side: 'my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-sm',
} as const

/**
 * Every modal dialog of the site, on the browser's own `<dialog>` (no script library): the page
 * behind is inert while it is open, Escape, the Close button and a click outside close it, and
 * focus returns to what had it before. `onClose` tells the owner, who keeps `isOpen`.
 */
export function ModalDialog({
  isOpen,
  onClose,
  title,
  description,
  isDescriptionVisible = true,
  placement = 'sheet',
  children,
}: {
  isOpen: boolean
  onClose: () => void
  title: string
  description: string
  isDescriptionVisible?: boolean
  placement?: keyof typeof placements
  children: ReactNode
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || isOpen === dialog.open) return
    if (isOpen) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else {
      dialog.close()
    }
  }, [isOpen])

  function handleClose() {
    onClose()
    openerRef.current?.focus()
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={handleClose}
      onClick={closeOnBackdrop}
      onKeyDown={keepTabInside}
      className={`text-ink backdrop:bg-brand-950/60 overflow-y-auto bg-white p-0 shadow-xl ${placements[placement]}`}
    >
      {isOpen ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-brand-950 text-2xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className={buttonClass({ variant: 'quiet', size: 'medium', className: 'shrink-0' })}
            >
              Close
            </button>
          </div>
          <p
            id={descriptionId}
            className={isDescriptionVisible ? 'text-ink-muted mt-2' : 'sr-only'}
          >
            {description}
          </p>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
