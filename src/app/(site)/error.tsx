'use client'

import { isbot } from 'isbot'
import { useEffect } from 'react'

import { reloadOnceForChunk } from '@/components/layout/chunk-reload'
import { ErrorScreen } from '@/components/layout/error-screen'
import { isChunkLoadError } from '@/domain/navigation/chunk-reload-guard'

/** Any error below the base layout: the error screen; the server has already logged it. */
export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunk(window.location.pathname)
  }, [error])
  const isCrawler = typeof navigator !== 'undefined' && isbot(navigator.userAgent)
  if (isCrawler) return <p>Error.</p>
  return (
    <>
      <title>An Error Occurred</title>
      <ErrorScreen kind="error" onReturnHome={reset} />
    </>
  )
}
