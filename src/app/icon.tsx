import { faviconSizePx, monogramIcon } from '@/components/brand/monogram-icon'

export const size = { width: faviconSizePx, height: faviconSizePx }
export const contentType = 'image/png'

/**
 * The favicon, at the app's root so that every page links it (the public site's, the 404 page's;
 * Payload's admin sets icons of its own); src/app/favicon.ico serves it at the address browsers ask for by name.
 */
export default function Icon() {
  return monogramIcon(faviconSizePx, { corners: 'rounded' })
}
