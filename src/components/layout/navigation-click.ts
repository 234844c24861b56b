import { isPlainClick } from '@/domain/navigation/plain-click'

/**
 * The same-origin page address a click on a link will open, or null when the click is not a
 * plain in-site navigation (modifier keys, new tab, download, other site, same-page hash, or a
 * link that opens a dialog instead, such as the booking button).
 */
export function sameSiteNavigationTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  if (anchor.getAttribute('aria-haspopup') === 'dialog') return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const isSamePage =
    url.pathname === window.location.pathname && url.search === window.location.search
  return isSamePage ? null : url
}
