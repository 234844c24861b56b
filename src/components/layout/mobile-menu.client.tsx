'use client'

import { useId, useRef, type MouseEvent, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import { keepTabInside } from '@/components/ui/keep-tab-inside'
import type { HeaderMenuItem } from '@/domain/navigation/menu-item'

import { NavLink } from './nav-link.client'

type MobileMenuProps = {
  items: HeaderMenuItem[]
  phoneHref: string | null
  phoneLabel: string
  bookingHref: string | null
  /** Rendered on the server, so no icon code is sent to the browser. */
  icons: { menu: ReactNode; phone: ReactNode }
  /** The search form at the top, rendered on the server too. */
  search: ReactNode
}

/** The one phone menu of the page: the button's popover target. */
const menuId = 'site-menu'

const linkClass =
  'hover:bg-brand-50 aria-[current=page]:bg-brand-100 block rounded-md px-3 py-3 text-lg font-semibold no-underline'

/**
 * The phone-width menu, with the site search, which has no room in a narrow header. Before its
 * script runs (or without JavaScript) the button opens it as the browser's own popover (Escape
 * and a tap outside close it); once the script runs it opens as a modal dialog that takes focus,
 * keeps Tab inside, closes on Escape, outside or when a link is chosen, and gives focus back.
 */
export function MobileMenu({
  items,
  phoneHref,
  phoneLabel,
  bookingHref,
  icons,
  search,
}: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  function handleOpen(event: MouseEvent<HTMLButtonElement>) {
    const dialog = dialogRef.current
    // A browser without popovers (before 2024) has no ':popover-open' either.
    if (!dialog || ('showPopover' in dialog && dialog.matches(':popover-open'))) return
    // Instead of the popover the button opens by itself: a modal dialog makes the page inert.
    event.preventDefault()
    dialog.showModal()
  }

  function handleCloseClick(event: MouseEvent<HTMLButtonElement>) {
    const dialog = dialogRef.current
    if (!dialog?.open) return
    event.preventDefault()
    dialog.close()
  }

  // A tap on the backdrop (the dialog itself, outside its content) or on a link closes it.
  function handleDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget
    if (!dialog.open) return
    const target = event.target as Element
    if (target === dialog || target.closest('a')) dialog.close()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        popoverTarget={menuId}
        onClick={handleOpen}
        className={buttonClass({ variant: 'secondary', size: 'medium', className: 'lg:hidden' })}
      >
        {icons.menu}
        Menu
      </button>
      <dialog
        ref={dialogRef}
        id={menuId}
        popover="auto"
        aria-labelledby={titleId}
        onClose={() => buttonRef.current?.focus()}
        onClick={handleDialogClick}
        onKeyDown={keepTabInside}
        className="text-ink backdrop:bg-brand-950/60 my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-sm overflow-y-auto bg-white p-6 shadow-xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-brand-950 text-2xl font-bold">
            Menu
          </h2>
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            onClick={handleCloseClick}
            className={buttonClass({ variant: 'quiet', size: 'medium', className: 'shrink-0' })}
          >
            Close
          </button>
        </div>
        <div className="mt-6 flex flex-col gap-6">
          {search}
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              {items.map((item) =>
                item.submenu.length > 0 ? (
                  <MenuGroup key={item.path} item={item} />
                ) : (
                  <li key={item.path}>
                    <NavLink href={item.path} className={linkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="flex flex-col gap-3">
            {phoneHref ? (
              <a href={phoneHref} className={buttonClass({ variant: 'secondary', size: 'medium' })}>
                {icons.phone}
                Call {phoneLabel}
              </a>
            ) : null}
            {bookingHref ? (
              <a href={bookingHref} className={buttonClass({ size: 'medium' })}>
                Book a meeting
              </a>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  )
}

/** A row with a submenu: its name over its links, all shown (a phone menu has the height). */
function MenuGroup({ item }: { item: HeaderMenuItem }) {
  const groupId = useId()
  return (
    <li className="border-brand-100 mb-2 border-b pb-2">
      <span id={groupId} className="text-ink-muted block px-3 pb-1 text-base font-semibold">
        {item.label}
      </span>
      <ul aria-labelledby={groupId}>
        {item.submenu.map((link) => (
          <li key={link.path}>
            <NavLink href={link.path} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
