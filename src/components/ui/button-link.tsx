import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonClass, type ButtonStyle } from './button-class'

/** A link styled as a button; internal paths use client navigation. */
export function ButtonLink({
  href,
  children,
  ...style
}: ButtonStyle & { href: string; children: ReactNode }) {
  const className = buttonClass(style)
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
