import type { ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import type { HeaderMenuItem, MenuItem } from '@/domain/navigation/menu-item'

import { MenuSearchForm } from './menu-search-form'
import { mobileMenuIds } from './mobile-menu-ids'
import { NavLink } from './nav-link.client'

const linkClass =
  'hover:bg-brand-50 aria-[current=page]:bg-brand-100 block rounded-md px-3 py-3 text-lg font-semibold no-underline'

function MenuLinks({ links }: { links: MenuItem[] }) {
  return links.map((link) => (
    <li key={link.path}>
      <NavLink href={link.path} className={linkClass}>
        {link.label}
      </NavLink>
    </li>
  ))
}

/**
 * What the phone menu holds, rendered on the server so its markup adds nothing to the browser's
 * code: its title and Close, the site search, every row of the header menu (a row with a submenu
 * as its name over its links: a phone menu has the height), then call and book.
 */
export function MobileMenuContents({
  items,
  phoneHref,
  phoneLabel,
  phoneIcon,
  bookingHref,
}: {
  items: HeaderMenuItem[]
  phoneHref: string | null
  phoneLabel: string
  phoneIcon: ReactNode
  bookingHref: string | null
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <h2 id={mobileMenuIds.title} className="text-brand-950 text-2xl font-bold">
          Menu
        </h2>
        <button
          type="button"
          popoverTarget={mobileMenuIds.menu}
          popoverTargetAction="hide"
          className={buttonClass({ variant: 'quiet', size: 'medium', className: 'shrink-0' })}
        >
          Close
        </button>
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <MenuSearchForm />
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {items.map((item, index) =>
              item.submenu.length > 0 ? (
                <li key={item.path} className="border-brand-100 mb-2 border-b pb-2">
                  <span
                    id={`menu-group-${index}`}
                    className="text-ink-muted block px-3 pb-1 text-base font-semibold"
                  >
                    {item.label}
                  </span>
                  <ul aria-labelledby={`menu-group-${index}`}>
                    <MenuLinks links={item.submenu} />
                  </ul>
                </li>
              ) : (
                <MenuLinks key={item.path} links={[item]} />
              ),
            )}
          </ul>
        </nav>
        <div className="flex flex-col gap-3">
          {phoneHref ? (
            <a href={phoneHref} className={buttonClass({ variant: 'secondary', size: 'medium' })}>
              {phoneIcon}
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
    </>
  )
}
