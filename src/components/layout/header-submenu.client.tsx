'use client'

import { usePathname } from 'next/navigation'
import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'

import { isInSection, type HeaderMenuItem } from '@/domain/navigation/menu-item'

import { NavLink } from './nav-link.client'

/**
 * A header row with a submenu (Services): the browser's own disclosure, so it opens without
 * JavaScript. With it, Escape, moving focus or clicking elsewhere, and choosing a link close it.
 * The row is marked current on any page of its section.
 */
export function HeaderSubmenu({
  item,
  className,
  icon,
}: {
  item: HeaderMenuItem
  className: string
  /** The disclosure's arrow, rendered on the server. */
  icon: ReactNode
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const isCurrent = isInSection(usePathname(), item.path)

  function close() {
    if (detailsRef.current) detailsRef.current.open = false
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !event.currentTarget.open) return
    close()
    event.currentTarget.querySelector('summary')?.focus()
  }

  function handleBlur(event: FocusEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close()
  }

  return (
    <details
      ref={detailsRef}
      className="group relative"
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <summary
        aria-current={isCurrent ? 'true' : undefined}
        className={`${className} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
      >
        {item.label}
        {icon}
      </summary>
      <ul className="border-brand-100 absolute top-full left-0 z-20 mt-1 w-60 rounded-md border bg-white p-2 shadow-lg">
        {item.submenu.map((link) => (
          <li key={link.path}>
            <NavLink
              href={link.path}
              onClick={close}
              className="text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-100 block rounded-md px-3 py-2 text-base font-semibold no-underline"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  )
}
