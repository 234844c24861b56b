'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/** A menu link that tells sighted and screen-reader users which page they are on. */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  const isCurrent = usePathname() === href
  return (
    <Link href={href} aria-current={isCurrent ? 'page' : undefined} className={className}>
      {children}
    </Link>
  )
}
