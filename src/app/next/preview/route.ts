import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { isStaffRequest } from '@/data/staff-session'
import { previewTargetPath } from '@/domain/preview/preview-path'

export const dynamic = 'force-dynamic'

const plainText = (message: string, status: number) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * `GET /next/preview?path=/about`: the admin's Preview button and live preview. For a signed-in
 * staff member it turns on draft view (Next's draft mode) and opens the page, which then shows its
 * latest draft under a "Preview" banner. Anyone else is refused; the path must be a site path.
 */
export async function GET(request: NextRequest) {
  const path = previewTargetPath(request.nextUrl.searchParams.get('path'))
  if (!path) return plainText('Give the address of a page, e.g. ?path=/about.', 400)
  if (!(await isStaffRequest(request.headers))) {
    return plainText('Sign in to the admin to preview drafts.', 401)
  }
  ;(await draftMode()).enable()
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  })
}
