'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import {
  isDocumentSavedMessage,
  livePreviewReadyMessage,
} from '@/domain/preview/live-preview-messages'

/**
 * Tells the admin's live preview (the window that frames or opened this page) that the page is
 * ready, and reloads the page's server content each time staff save a draft there. The admin runs
 * on this site's own origin.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (isDocumentSavedMessage(event, origin)) router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener ?? (window.parent === window ? null : window.parent)
    admin?.postMessage(livePreviewReadyMessage, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
