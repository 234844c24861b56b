'use client'

import { Menu, Phone } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { useState } from 'react'

import { DialogCloseButton } from '@/components/ui/dialog-sheet'
import type { MenuItem } from '@/domain/navigation/menu-item'

import { NavLink } from './nav-link.client'

type MobileMenuProps = {
  items: MenuItem[]
  phoneHref: string | null
  phoneLabel: string
  bookingHref: string | null
}

/** The phone-width menu: a dialog that traps focus, closes on Escape and on navigation. */
export function MobileMenu({ items, phoneHref, phoneLabel, bookingHref }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false)
  const pathname = usePathname()
  const [openedAt, setOpenedAt] = useState(pathname)
  if (isOpen && openedAt !== pathname) {
    setIsOpen(false)
  }

  function handleOpenChange(open: boolean) {
    setOpenedAt(pathname)
    setIsOpen(open)
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Trigger className="border-brand-800 text-brand-900 inline-flex min-h-12 items-center gap-2 rounded-md border-2 px-3 font-semibold lg:hidden">
        <Menu aria-hidden="true" className="size-6" />
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-brand-950/60 fixed inset-0 z-40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-brand-950 text-xl font-bold">Menu</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">
            Pages of this site and ways to reach us.
          </Dialog.Description>
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
              <a
                href={phoneHref}
                className="border-brand-800 text-brand-900 inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 px-4 font-semibold no-underline"
              >
                <Phone aria-hidden="true" className="size-5" />
                Call {phoneLabel}
              </a>
            ) : null}
            {bookingHref ? (
              <a
                href={bookingHref}
                className="bg-brand-800 inline-flex min-h-12 items-center justify-center rounded-md px-4 font-semibold text-white no-underline"
              >
                Book a meeting
              </a>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
