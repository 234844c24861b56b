import { ChevronDown, Menu, Phone, Search } from 'lucide'
import Link from 'next/link'

import { BookingButton } from '@/components/booking/booking-dialog.client'
import { Monogram } from '@/components/brand/monogram'
import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import type { SiteProfile } from '@/data/site-profile'
import type { HeaderMenuItem } from '@/domain/navigation/menu-item'

import { HeaderSubmenu } from './header-submenu.client'
import { MobileMenuContents } from './mobile-menu-contents'
import { MobileMenu } from './mobile-menu.client'
import { NavLink } from './nav-link.client'

const menuLinkClass =
  'text-brand-900 hover:bg-brand-50 aria-[current]:bg-brand-100 inline-flex min-h-12 items-center rounded-md px-3 text-base font-semibold no-underline lg:max-xl:px-2'

/**
 * The site header: the firm's monogram and name (home), the main menu (from 1024 px; a row with
 * a submenu opens it as a disclosure), the site search (a link to /search beside the menu; below
 * 1024 px, where the menu is a button, a search form opens it) and the two next steps (call, book).
 */
export function SiteHeader({
  profile,
  items,
}: {
  profile: Pick<SiteProfile, 'name' | 'contact'>
  items: HeaderMenuItem[]
}) {
  const { phone, newClientBooking: bookingHref } = profile.contact
  const phoneHref = phone?.href ?? null
  const phoneLabel = phone?.label ?? ''

  return (
    <header className="border-brand-100 border-b bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 2xl:max-w-7xl">
        <Link
          href="/"
          className="text-brand-950 flex min-h-12 items-center gap-3 rounded-md text-xl font-bold no-underline sm:text-2xl"
        >
          <Monogram className="size-9 shrink-0 sm:size-10" />
          {profile.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.path}>
                {item.submenu.length > 0 ? (
                  <HeaderSubmenu
                    path={item.path}
                    summaryClassName={`${menuLinkClass} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}
                    summary={
                      <>
                        {item.label}
                        <Icon
                          icon={ChevronDown}
                          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                        />
                      </>
                    }
                  >
                    <ul className="border-brand-100 absolute top-full left-0 z-20 mt-1 w-60 rounded-md border bg-white p-2 shadow-lg">
                      {item.submenu.map((link) => (
                        <li key={link.path}>
                          <NavLink
                            href={link.path}
                            className="text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-100 block rounded-md px-3 py-2 text-base font-semibold no-underline"
                          >
                            {link.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </HeaderSubmenu>
                ) : (
                  <NavLink href={item.path} className={menuLinkClass}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            href="/search"
            className="text-brand-900 hover:bg-brand-50 inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-md px-2 font-semibold no-underline max-lg:hidden"
          >
            <Icon icon={Search} className="size-5" />
            <span className="sr-only">Search</span>
          </Link>
          {phoneHref ? (
            <a
              href={phoneHref}
              className="text-brand-900 hidden min-h-12 items-center gap-2 rounded-md px-3 font-semibold no-underline sm:inline-flex"
            >
              <Icon icon={Phone} className="size-5" />
              {/* Beside the main menu and the search, below 1536 px, the icon alone keeps the
                  header on one line; from 1536 px the header is wider than the page's column. */}
              <span className="lg:max-2xl:sr-only">{phoneLabel}</span>
            </a>
          ) : null}
          {bookingHref ? (
            <BookingButton
              fallbackHref={bookingHref}
              className={buttonClass({ size: 'medium', className: 'max-lg:hidden' })}
            >
              Book a meeting
            </BookingButton>
          ) : null}
          <MobileMenu
            button={
              <>
                <Icon icon={Menu} className="size-6" />
                Menu
              </>
            }
            buttonClassName={buttonClass({
              variant: 'secondary',
              size: 'medium',
              className: 'lg:hidden',
            })}
            dialogClassName="text-ink backdrop:bg-brand-950/60 my-0 mr-0 ml-auto h-dvh max-h-dvh w-full max-w-sm overflow-y-auto bg-white p-6 shadow-xl"
          >
            <MobileMenuContents
              items={items}
              phoneHref={phoneHref}
              phoneLabel={phoneLabel}
              phoneIcon={<Icon icon={Phone} className="size-5" />}
              bookingHref={bookingHref}
            />
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
