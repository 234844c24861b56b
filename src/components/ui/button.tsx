import type { IconNode } from 'lucide'
import type { ComponentProps } from 'react'

import { buttonClass, type ButtonStyle } from './button-class'
import { Icon } from './icon'

type ButtonProps = ButtonStyle &
  Omit<ComponentProps<'button'>, 'className' | 'aria-busy'> & {
    /** The icon before the label, drawn from lucide's shapes; the spinner takes its place. */
    icon?: IconNode
    /** While true the press is being worked on: disabled, busy, a spinner before the label. */
    isBusy?: boolean
    /**
     * Said by screen readers when the button turns busy (e.g. "Sending your message…"), from a
     * polite status beside it: a button's own busy state is not announced by most of them.
     */
    busyLabel?: string
  }

/**
 * A button's icon, or while it is busy a turning ring in its place (still under reduced motion).
 * `Button` draws it; a button-styled link that works in the background (a download) uses it too.
 */
export function ButtonIcon({ icon, isBusy }: { icon?: IconNode; isBusy: boolean }) {
  if (!isBusy) return icon ? <Icon icon={icon} className="size-5 shrink-0" /> : null
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className="size-5 shrink-0 animate-spin motion-reduce:animate-none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The site's button (seed §4): the shared look, an optional icon, and a busy state that disables
 * it, marks it `aria-busy` and shows a spinner in the icon's place while the label stays. The
 * press ripple comes with the class (`button-class.ts`, drawn by globals.css).
 * Renders on the server and in islands alike (no hooks, no client navigation code).
 */
export function Button({
  variant,
  size,
  shape,
  className,
  icon,
  isBusy = false,
  busyLabel,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const button = (
    <button
      {...props}
      type={type}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={buttonClass({ variant, size, shape, className })}
    >
      <ButtonIcon icon={icon} isBusy={isBusy} />
      {children}
    </button>
  )
  if (busyLabel === undefined) return button
  return (
    <>
      {button}
      <span role="status" className="sr-only">
        {isBusy ? busyLabel : null}
      </span>
    </>
  )
}
