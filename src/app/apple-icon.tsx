import { appleIconSizePx, monogramIcon } from '@/components/brand/monogram-icon'

export const size = { width: appleIconSizePx, height: appleIconSizePx }
export const contentType = 'image/png'

/** The icon of a page saved to an iPhone's or iPad's home screen. */
export default function AppleIcon() {
  return monogramIcon(appleIconSizePx, { corners: 'filled' })
}
