import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'

import { buttonClass, type ButtonStyle } from './button-class'

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  shape,
  className,
  type = 'button',
  ...props
}: ButtonStyle & ComponentProps<'button'>) {
  return (
    <button type={type} className={buttonClass({ variant, size, shape, className })} {...props} />
  )
}

/** A link styled as a button; internal paths use client navigation. */
export function ButtonLink({
  href,
  children,
  onClick,
  ...style
}: ButtonStyle & { href: string; children: ReactNode; onClick?: () => void }) {
  const className = buttonClass(style)
  if (href.startsWith('/')) {
    return (
      <Link href={href} onClick={onClick} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  )
}
