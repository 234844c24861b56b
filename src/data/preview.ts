import 'server-only'

import { draftMode, headers } from 'next/headers'

import { isStaffRequest } from './staff-session'

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
