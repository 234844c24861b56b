'use client'

import { useEffect } from 'react'

import { publicEnv } from '@/config/public-env'
import { isChunkLoadError } from '@/domain/navigation/chunk-reload-guard'

import { reloadOnceForChunk } from './chunk-reload'
import { sameSiteNavigationTarget } from './navigation-click'

const buildPollIntervalMs = 5 * 60_000

async function fetchLatestBuildId(): Promise<string | null> {
  const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
  if (!response.ok) return null
  const body: unknown = await response.json()
  return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string'
    ? body.id
    : null
}

/**
 * Browser-side duties of the shell that render nothing: the developer greeting in the console,
 * noticing a new deployment (the next navigation then loads the page in full), recovering from a
 * script chunk that failed to load (one full reload per path in 10 seconds), and placing a
 * button's press ripple where it was pressed.
 */
export function SiteRuntime({ developerEmail }: { developerEmail: string }) {
  useEffect(() => {
    console.info(
      `%cHello, developer.%c\nThe attorney behind this firm also builds software. If you like how this site is made, write to ${developerEmail}.\nBuild ${publicEnv.buildCommit} · built ${publicEnv.buildDate}`,
      'font-weight:bold;font-size:14px',
      '',
    )
  }, [developerEmail])

  useEffect(() => {
    // The press ripple (globals.css) grows from where the button was pressed.
    function placeRipple(event: PointerEvent) {
      const button = (event.target as Element).closest?.<HTMLElement>('.ripple')
      if (!button) return
      const box = button.getBoundingClientRect()
      button.style.setProperty('--ripple-x', `${event.clientX - box.left}px`)
      button.style.setProperty('--ripple-y', `${event.clientY - box.top}px`)
    }
    window.addEventListener('pointerdown', placeRipple, true)
    return () => window.removeEventListener('pointerdown', placeRipple, true)
  }, [])

  useEffect(() => {
    let isStale = false
    let lastTarget = window.location.pathname

    async function checkBuild() {
      const latest = await fetchLatestBuildId().catch(() => null)
      if (latest && latest !== publicEnv.buildId) isStale = true
    }

    function handleClick(event: MouseEvent) {
      const target = sameSiteNavigationTarget(event)
      if (!target) return
      lastTarget = `${target.pathname}${target.search}${target.hash}`
      // A new build is live: let the browser load the page in full instead of a client navigation.
      if (isStale) event.stopPropagation()
    }

    function handleVisibility() {
      if (document.visibilityState === 'visible') void checkBuild()
    }

    function handleChunkFailure(error: unknown) {
      if (isChunkLoadError(error)) reloadOnceForChunk(lastTarget)
    }
    const handleError = (event: ErrorEvent) => handleChunkFailure(event.error)
    const handleRejection = (event: PromiseRejectionEvent) => handleChunkFailure(event.reason)

    const pollId = window.setInterval(() => void checkBuild(), buildPollIntervalMs)
    window.addEventListener('click', handleClick, true)
    document.addEventListener('visibilitychange', handleVisibility)
    window.addEventListener('error', handleError)
    window.addEventListener('unhandledrejection', handleRejection)
    return () => {
      window.clearInterval(pollId)
      window.removeEventListener('click', handleClick, true)
      document.removeEventListener('visibilitychange', handleVisibility)
      window.removeEventListener('error', handleError)
      window.removeEventListener('unhandledrejection', handleRejection)
    }
  }, [])

  return null
}
