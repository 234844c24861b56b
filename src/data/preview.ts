import 'server-only'

import { draftMode, headers } from 'next/headers'

import { getPayloadClient } from '@/lib/payload'

/** Whether `requestHeaders` carry a signed-in staff session (the admin's cookie). */
export async function isStaffRequest(requestHeaders: Headers): Promise<boolean> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return Boolean(user)
}

/**
 * Whether this request shows drafts: Next's draft mode is on (the preview route turned it on for
 * a staff member) and the request still carries a staff session. Signing out of the admin ends
 * draft view at once, even though the draft-mode cookie lives on until the browser closes.
 * Outside draft mode this reads no headers, so published pages stay static.
 */
export async function isPreviewingDrafts(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  return isStaffRequest(await headers())
}
