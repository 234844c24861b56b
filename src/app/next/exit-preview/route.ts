import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { previewTargetPath } from '@/domain/preview/preview-path'

export const dynamic = 'force-dynamic'

/** `GET /next/exit-preview?path=/about`: turns draft view off and shows the published page. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const path = previewTargetPath(request.nextUrl.searchParams.get('path')) ?? '/'
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  })
}
