import 'server-only'

import { Path, Svg } from '@react-pdf/renderer'

import { qrCodePath } from '@/lib/qr/qr-code-path'

/** A QR code of `url`, `sizePoints` wide, black on the page's white. */
export function QrCode({ url, sizePoints }: { url: string; sizePoints: number }) {
  const { d, sizeModules } = qrCodePath(url)
  return (
    <Svg width={sizePoints} height={sizePoints} viewBox={`0 0 ${sizeModules} ${sizeModules}`}>
      <Path d={d} fill="#000000" />
    </Svg>
  )
}
