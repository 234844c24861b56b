import type { MouseEvent } from 'react'

import { isPlainClick } from '@/domain/navigation/plain-click'

/**
 * A click on a search link: done in the page (no reload) unless the visitor asked for a new tab
 * or window, when the link's own address (the same state) opens there.
 */
export function onPlainClick(action: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    action()
  }
}
