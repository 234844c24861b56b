'use client'

import { usePathname } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import { ModalDialog } from '@/components/ui/modal-dialog.client'
import type { MenuItem } from '@/domain/navigation/menu-item'

import { NavLink } from './nav-link.client'

type MobileMenuProps = {
  items: MenuItem[]
  phoneHref: string | null
  phoneLabel: string
  bookingHref: string | null
  /** Rendered on the server, so no icon code is sent to the browser. */
  icons: { menu: ReactNode; phone: ReactNode }
  /** The search form at the top, rendered on the server too. */
  search: ReactNode
}

/**
 * The phone-width menu: a dialog that traps focus, closes on Escape and on navigation. It opens
 * with the site search, which has no room in a narrow header.
 */
export function MobileMenu({
  items,
  phoneHref,
  phoneLabel,
  bookingHref,
  icons,
  search,
}: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false)
  const pathname = usePathname()
  const [openedAt, setOpenedAt] = useState(pathname)
  if (isOpen && openedAt !== pathname) {
    setIsOpen(false)
  }

  function open() {
    setOpenedAt(pathname)
    setIsOpen(true)
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        className={buttonClass({ variant: 'secondary', size: 'medium', className: 'lg:hidden' })}
      >
        {icons.menu}
        Menu
      </button>
      <ModalDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Menu"
        description="Search, the pages of this site and ways to reach us."
        isDescriptionVisible={false}
        placement="side"
      >
        <div className="mt-6 flex flex-col gap-6">
          {search}
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.path}>
                  <NavLink
                    href={item.path}
                    className="hover:bg-brand-50 aria-[current=page]:bg-brand-100 block rounded-md px-3 py-3 text-lg font-semibold no-underline"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
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
      </ModalDialog>
    </>
  )
}
