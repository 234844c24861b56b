'use client'

import { useRef, type MouseEvent, type ReactNode } from 'react'

import { keepTabInside } from '@/components/ui/keep-tab-inside'

import { mobileMenuIds } from './mobile-menu-ids'

/**
 * The phone-width menu's behaviour around its button and contents, which the server renders (so
 * their markup and classes add nothing to the browser's code). Before this script runs (or without
 * JavaScript) the button opens the menu as the browser's own popover: Escape, a tap outside and
 * Close hide it. Once it runs, the menu opens as a modal dialog that takes focus, keeps Tab inside,
 * closes on Escape, outside, on Close or when a link is chosen, and the browser gives focus back to
 * the button (ADR 018).
 */
export function MobileMenu({
  button,
  buttonClassName,
  dialogClassName,
  children,
}: {
  button: ReactNode
  buttonClassName: string
  dialogClassName: string
  /** Holds a button with `popoverTargetAction="hide"`: Close. */
  children: ReactNode
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  function handleOpen(event: MouseEvent<HTMLButtonElement>) {
    const dialog = dialogRef.current
    // Already shown as a popover (opened before this script ran): the button hides it.
    if (!dialog || dialog.getClientRects().length > 0) return
    // Instead of the popover the button opens by itself: a modal dialog makes the page inert.
    event.preventDefault()
    dialog.showModal()
  }

  function handleDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget
    const target = event.target as Element
    // The backdrop (the dialog itself, outside its content), Close or a link.
    if (dialog.open && (target === dialog || target.closest('a, [popovertargetaction]'))) {
      dialog.close()
    }
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        popoverTarget={mobileMenuIds.menu}
        onClick={handleOpen}
        className={buttonClassName}
      >
        {button}
      </button>
      <dialog
        ref={dialogRef}
        id={mobileMenuIds.menu}
        popover="auto"
        aria-labelledby={mobileMenuIds.title}
        onClick={handleDialogClick}
        onKeyDown={keepTabInside}
        className={dialogClassName}
      >
        {children}
      </dialog>
    </>
  )
}
