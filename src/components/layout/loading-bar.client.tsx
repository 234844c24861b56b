'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { estimatedProgress, loadingBarTimings } from '@/domain/navigation/loading-progress'

import { sameSiteNavigationTarget } from './navigation-click'

type BarState = { isVisible: boolean; percent: number }

const hidden: BarState = { isVisible: false, percent: 0 }

/**
 * The dark-blue 3 px bar at the top while a page loads. It appears only if loading takes longer
 * than the throttle, creeps towards the end, fills when the new page arrives, then fades and
 * resets. It also shows under reduced motion (it is information), just without animation.
 *
 * The new page has arrived when the address changes: a new path re-renders it (`usePathname`), a
 * new query only is seen by comparing `window.location` with the address the click left from.
 * `useSearchParams` would do that in render, and would make every prerendered page leave this
 * part to the browser (a client-rendering bail-out in the server's HTML).
 */
export function LoadingBar() {
  const pathname = usePathname()
  const [bar, setBar] = useState<BarState>(hidden)
  const timers = useRef<number[]>([])
  /** The address the navigation started from while one is under way, otherwise null. */
  const leftFrom = useRef<string | null>(null)

  function clearTimers() {
    for (const id of timers.current) window.clearTimeout(id)
    timers.current = []
  }

  const finish = useEffectEvent(() => {
    if (leftFrom.current === null) return
    leftFrom.current = null
    clearTimers()
    setBar((current) => (current.isVisible ? { isVisible: true, percent: 100 } : hidden))
    const { hideDelayMs, resetDelayMs } = loadingBarTimings
    timers.current.push(
      window.setTimeout(() => setBar((current) => ({ ...current, isVisible: false })), hideDelayMs),
      window.setTimeout(() => setBar(hidden), hideDelayMs + resetDelayMs),
    )
  })

  useEffect(() => {
    function tick(startedAt: number) {
      if (leftFrom.current === null) return
      if (window.location.href !== leftFrom.current) return finish()
      setBar({ isVisible: true, percent: estimatedProgress(performance.now() - startedAt) })
      timers.current.push(window.setTimeout(() => tick(startedAt), 100))
    }

    function handleClick(event: MouseEvent) {
      if (!sameSiteNavigationTarget(event)) return
      clearTimers()
      leftFrom.current = window.location.href
      const startedAt = performance.now()
      timers.current.push(window.setTimeout(() => tick(startedAt), loadingBarTimings.throttleMs))
    }

    window.addEventListener('click', handleClick, true)
    return () => {
      window.removeEventListener('click', handleClick, true)
      clearTimers()
    }
  }, [])

  useEffect(() => finish(), [pathname])

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-visible={bar.isVisible}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] opacity-0 transition-opacity duration-300 data-[visible=true]:opacity-100 motion-reduce:transition-none print:hidden"
    >
      <div
        className="bg-brand-900 h-full origin-left transition-transform duration-100 ease-out motion-reduce:transition-none"
        style={{ transform: `scaleX(${bar.percent / 100})` }}
      />
    </div>
  )
}
