import Link from 'next/link'
import type { ReactNode } from 'react'

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  secondary: 'border-2 border-brand-800 bg-white text-brand-900 hover:bg-brand-50',
  inverse: 'bg-white text-brand-950 hover:bg-brand-100',
} as const

export type ButtonVariant = keyof typeof variants

/** A link styled as a large, easy-to-tap button; internal paths use client navigation. */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string
  variant?: ButtonVariant
  children: ReactNode
}) {
  const className = `inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 py-3 text-lg font-semibold no-underline ${variants[variant]}`
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
