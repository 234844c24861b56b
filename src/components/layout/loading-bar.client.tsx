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
    let timer = 0
    const later = (run: () => void, ms: number) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(run, ms)
    }

    function tick(leftFrom: string, startedAt: number) {
      if (window.location.href === leftFrom) {
        setBar({ isVisible: true, percent: estimatedProgress(performance.now() - startedAt) })
        return later(() => tick(leftFrom, startedAt), 100)
      }
      // The new page is here: fill the bar if it showed, then fade it and go back to zero.
      setBar((current) => (current.isVisible ? { isVisible: true, percent: 100 } : hidden))
      later(() => {
        setBar((current) => ({ ...current, isVisible: false }))
        later(() => setBar(hidden), loadingBarTimings.resetDelayMs)
      }, loadingBarTimings.hideDelayMs)
    }

    function handleClick(event: MouseEvent) {
      if (!sameSiteNavigationTarget(event)) return
      const leftFrom = window.location.href
      const startedAt = performance.now()
      later(() => tick(leftFrom, startedAt), loadingBarTimings.throttleMs)
    }

    window.addEventListener('click', handleClick, true)
    return () => {
      window.removeEventListener('click', handleClick, true)
      window.clearTimeout(timer)
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
