'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button-class'
import {
  isFloatingCtaShown,
  isScrolledPastThreshold,
  type FloatingCtaRules,
} from '@/domain/booking/floating-cta'

import { BookingButton } from './booking-dialog.client'

const dismissedKey = 'floating-cta-dismissed'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

const dismissalListeners = new Set<() => void>()

function subscribeToDismissal(onChange: () => void) {
  dismissalListeners.add(onChange)
  return () => {
    dismissalListeners.delete(onChange)
  }
}

function dismiss() {
  window.sessionStorage.setItem(dismissedKey, 'true')
  for (const listener of dismissalListeners) listener()
}

/**
 * The floating "book a consultation" button: after 300 px of scrolling, at once under the
 * always-shown paths, never on the hidden ones (rules from the site settings). Closing it hides
 * it for the rest of the browser session. While it shows, the page keeps room for it at the end
 * and scrolls focused elements clear of it; it rides above the analytics question while that shows.
 */
export function FloatingCta({
  rules,
  fallbackHref,
  icons,
}: {
  rules: FloatingCtaRules
  fallbackHref: string
  /** Rendered on the server, so no icon code is sent to the browser. */
  icons: { book: ReactNode; dismiss: ReactNode }
}) {
  const path = usePathname()
  // A yes/no snapshot: scrolling re-renders only when the threshold is crossed.
  const isScrolledPast = useSyncExternalStore(
    subscribeToScroll,
    () => isScrolledPastThreshold(window.scrollY),
    () => false,
  )
  const isDismissed = useSyncExternalStore(
    subscribeToDismissal,
    () => window.sessionStorage.getItem(dismissedKey) === 'true',
    () => false,
  )

  const isShown = isFloatingCtaShown({ path, isScrolledPast, rules, isDismissed })

  useEffect(() => {
    document.documentElement.style.setProperty('--floating-cta-room', isShown ? '6rem' : '0px')
  }, [isShown])

  if (!isShown) return null

  return (
    <>
      <div aria-hidden="true" className="bg-brand-950 h-24 print:hidden" />
      <aside
        aria-label="Book a consultation"
        className="fixed inset-x-3 bottom-[calc(var(--analytics-banner-height,0px)+0.75rem)] z-30 flex items-center gap-2 rounded-full bg-white p-1.5 shadow-lg ring-1 ring-black/10 motion-safe:animate-[fade-in_200ms_ease-out] sm:inset-x-auto sm:right-6 sm:bottom-[calc(var(--analytics-banner-height,0px)+1.5rem)] print:hidden"
      >
        <BookingButton
          fallbackHref={fallbackHref}
          className={buttonClass({ size: 'medium', shape: 'pill', className: 'grow' })}
        >
          {icons.book}
          Book a consultation
        </BookingButton>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Hide the booking button"
          className="text-brand-900 hover:bg-brand-50 inline-flex size-12 shrink-0 items-center justify-center rounded-full"
        >
          {icons.dismiss}
        </button>
      </aside>
    </>
  )
}
