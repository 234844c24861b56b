'use client'

import { useEffect } from 'react'

import { reloadOnceForChunk } from '@/components/layout/chunk-reload'
import { ErrorScreen } from '@/components/layout/error-screen'
import { isChunkLoadError } from '@/domain/navigation/chunk-reload-guard'

/**
 * Any error below the base layout: the error screen (crawlers get a minimal body from the proxy
 * instead); the server has already logged the error with its path.
 */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunk(window.location.pathname)
  }, [error])
  return (
    <>
      <title>An Error Occurred</title>
      <ErrorScreen kind="error" />
    </>
  )
}
