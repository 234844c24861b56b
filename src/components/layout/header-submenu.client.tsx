'use client'

import { usePathname } from 'next/navigation'
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react'

import { isInSection } from '@/domain/navigation/menu-item'

function close(details: HTMLDetailsElement) {
  details.open = false
}

/**
 * A header row with a submenu (Services) around its links (rendered on the server): the browser's
 * own disclosure, so it opens without JavaScript. With it, Escape, focus or a click elsewhere and
 * choosing a link close it. The row is marked current on any page of its section `path`.
 */
export function HeaderSubmenu({
  path,
  summaryClassName,
  summary,
  children,
}: {
  path: string
  summaryClassName: string
  /** The row's name and arrow, rendered on the server. */
  summary: ReactNode
  children: ReactNode
}) {
  const isCurrent = isInSection(usePathname(), path)

  function handleKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !event.currentTarget.open) return
    close(event.currentTarget)
    event.currentTarget.querySelector('summary')?.focus()
  }

  function handleBlur(event: FocusEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close(event.currentTarget)
  }

  function handleClick(event: MouseEvent<HTMLDetailsElement>) {
    if ((event.target as Element).closest('a')) close(event.currentTarget)
  }

  return (
    <details
      className="group relative"
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onClick={handleClick}
    >
      <summary aria-current={isCurrent ? 'true' : undefined} className={summaryClassName}>
        {summary}
      </summary>
      {children}
    </details>
  )
}
