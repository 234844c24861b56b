import { ImageResponse } from 'next/og'

import { brandColors } from '@/config/brand'

import { Monogram } from './monogram'

/** The favicon's width in pixels (src/app/icon.tsx, served at /icon): browser tabs and bookmarks. */
export const faviconSizePx = 32

/** The Apple touch icon's width in pixels (src/app/apple-icon.tsx, served at /apple-icon). */
export const appleIconSizePx = 180

/**
 * The monogram as a square PNG `sizePx` wide. Its rounded corners are transparent, except with
 * `corners: 'filled'`, for Apple's home screen, which rounds an icon itself and would show
 * transparent corners black.
 */
export function monogramIcon(sizePx: number, { corners }: { corners: 'rounded' | 'filled' }) {
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: corners === 'filled' ? brandColors.navy : 'transparent',
      }}
    >
      <Monogram sizePx={sizePx} />
    </div>,
    { width: sizePx, height: sizePx },
  )
}
