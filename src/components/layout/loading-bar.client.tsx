'use client'

import { useEffect, useState } from 'react'

import { estimatedProgress, loadingBarTimings } from '@/domain/navigation/loading-progress'

import { sameSiteNavigationTarget } from './navigation-click'

type BarState = { isVisible: boolean; percent: number }

const hidden: BarState = { isVisible: false, percent: 0 }

/**
 * The dark-blue 3 px bar at the top while a page loads. It appears only if loading takes longer
 * than the throttle, creeps towards the end, fills when the new page arrives, then fades and
 * resets. It also shows under reduced motion (it is information), just without animation.
 *
 * The new page has arrived when the address changes (Next writes it when the page commits): each
 * step compares `window.location` with the address the click left from. Reading the address with
 * `useSearchParams` instead would make every prerendered page leave this part to the browser (a
 * client-rendering bail-out in the server's HTML).
 */
export function LoadingBar() {
  const [bar, setBar] = useState<BarState>(hidden)

  useEffect(() => {
    let timers: number[] = []
    const clearTimers = () => {
      for (const id of timers) window.clearTimeout(id)
      timers = []
    }

    function finish() {
      clearTimers()
      setBar((current) => (current.isVisible ? { isVisible: true, percent: 100 } : hidden))
      const { hideDelayMs, resetDelayMs } = loadingBarTimings
      timers.push(
        window.setTimeout(
          () => setBar((current) => ({ ...current, isVisible: false })),
          hideDelayMs,
        ),
        window.setTimeout(() => setBar(hidden), hideDelayMs + resetDelayMs),
      )
    }

    function tick(leftFrom: string, startedAt: number) {
      if (window.location.href !== leftFrom) return finish()
      setBar({ isVisible: true, percent: estimatedProgress(performance.now() - startedAt) })
      timers.push(window.setTimeout(() => tick(leftFrom, startedAt), 100))
    }

    function handleClick(event: MouseEvent) {
      if (!sameSiteNavigationTarget(event)) return
      clearTimers()
      const leftFrom = window.location.href
      const startedAt = performance.now()
      timers.push(window.setTimeout(() => tick(leftFrom, startedAt), loadingBarTimings.throttleMs))
    }

    window.addEventListener('click', handleClick, true)
    return () => {
      window.removeEventListener('click', handleClick, true)
      clearTimers()
    }
  }, [])

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
