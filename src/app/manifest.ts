import type { MetadataRoute } from 'next'

import { appleIconSizePx, faviconSizePx } from '@/components/brand/monogram-icon'
import { brandColors } from '@/config/brand'
import { getSiteProfile } from '@/data/site-profile'

const pngIcon = (src: string, sizePx: number) => ({
  src,
  sizes: `${sizePx}x${sizePx}`,
  type: 'image/png',
})

/** The web manifest (/manifest.webmanifest): the firm's name, colours and icons for home screens. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const profile = await getSiteProfile()
  return {
    name: profile.name,
    short_name: profile.name,
    description: profile.description,
    start_url: '/',
    display: 'browser',
    background_color: brandColors.white,
    theme_color: brandColors.navy,
    icons: [pngIcon('/icon', faviconSizePx), pngIcon('/apple-icon', appleIconSizePx)],
  }
}
