'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { estimatedProgress, loadingBarTimings } from '@/domain/navigation/loading-progress'

import { sameSiteNavigationTarget } from './navigation-click'

type BarState = { isVisible: boolean; percent: number }

const hidden: BarState = { isVisible: false, percent: 0 }

/**
 * The dark-blue 3 px bar at the top while a page loads. It appears only if loading takes longer
 * than the throttle, creeps towards the end, fills when the new page arrives, then fades and
 * resets. It also shows under reduced motion (it is information), just without animation.
 */
export function LoadingBar() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [bar, setBar] = useState<BarState>(hidden)
  const timers = useRef<number[]>([])
  const isLoading = useRef(false)

  useEffect(() => {
    function clearTimers() {
      for (const id of timers.current) window.clearTimeout(id)
      timers.current = []
    }

    function tick(startedAt: number) {
      if (!isLoading.current) return
      setBar({ isVisible: true, percent: estimatedProgress(performance.now() - startedAt) })
      timers.current.push(window.setTimeout(() => tick(startedAt), 100))
    }

    function handleClick(event: MouseEvent) {
      if (!sameSiteNavigationTarget(event)) return
      clearTimers()
      isLoading.current = true
      const startedAt = performance.now()
      timers.current.push(window.setTimeout(() => tick(startedAt), loadingBarTimings.throttleMs))
    }

    window.addEventListener('click', handleClick, true)
    return () => {
      window.removeEventListener('click', handleClick, true)
      clearTimers()
    }
  }, [])

  useEffect(() => {
    if (!isLoading.current) return
    isLoading.current = false
    for (const id of timers.current) window.clearTimeout(id)
    timers.current = []
    setBar((current) => (current.isVisible ? { isVisible: true, percent: 100 } : hidden))
    const { hideDelayMs, resetDelayMs } = loadingBarTimings
    timers.current.push(
      window.setTimeout(() => setBar((current) => ({ ...current, isVisible: false })), hideDelayMs),
      window.setTimeout(() => setBar(hidden), hideDelayMs + resetDelayMs),
    )
  }, [pathname, searchParams])

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
