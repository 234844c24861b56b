import { faviconSizePx, monogramIcon } from '@/components/brand/monogram-icon'
import { icoOfPng } from '@/domain/brand/ico'

// Drawn once at build, like /icon: the monogram does not change without a new build.
export const dynamic = 'force-static'

/**
 * `GET /favicon.ico`: the monogram favicon (the PNG of /icon in an ICO file) at the address
 * every browser and crawler asks for whether or not a page links an icon. Browsers keep it a
 * day before asking again: its address cannot carry a version, as /icon's link does.
 */
export async function GET() {
  const png = new Uint8Array(
    await monogramIcon(faviconSizePx, { corners: 'rounded' }).arrayBuffer(),
  )
  return new Response(icoOfPng(png, faviconSizePx), {
    headers: {
      'Content-Type': 'image/x-icon',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
