import type { ReactNode } from 'react'

import { listPageSummaries } from '@/data/pages'

import { NavLink } from './nav-link.client'

/**
 * A section's layout (services, policies): the page, then a menu of the section's other pages,
 * taken from the CMS so a new page appears in it when published.
 */
export async function SectionLayout({
  prefix,
  label,
  children,
}: {
  prefix: string
  label: string
  children: ReactNode
}) {
  const pages = (await listPageSummaries()).filter(
    (page) => page.path === prefix || page.path.startsWith(`${prefix}/`),
  )
  return (
    <div data-layout={prefix.slice(1)}>
      {children}
      {pages.length > 1 ? (
        <nav aria-label={label} className="mx-auto mt-12 max-w-6xl px-4">
          <h2 className="text-2xl">{label}</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  href={page.path}
                  className="border-brand-100 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-50 block rounded-md border px-4 py-3 font-semibold aria-[current=page]:no-underline"
                >
                  {page.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
