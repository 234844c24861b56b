import 'server-only'

import { signedInStaffOf } from '@/data/staff-session'
import { crossSiteWriteRefusal } from '@/domain/http/request-screen'
import { parsePersonAddress } from '@/domain/privacy/personal-data'
import { plainTextResponse } from '@/pdf/kit/pdf-responses'

/** A staff member's post from the Personal data screen: who sent it, for which address, its form. */
export type StaffFormPost = { staffId: number; address: string; form: FormData }

/**
 * Checks a post from the Personal data screen before anything is read or changed: from this site
 * (403 otherwise; the front door checks it too), by a signed-in staff member (401), naming one
 * e-mail address (400). Returns the post, or the refusal to answer with.
 */
export async function staffFormPostOf(request: Request): Promise<StaffFormPost | Response> {
  const crossSite = crossSiteWriteRefusal({
    method: request.method,
    origin: request.headers.get('origin') ?? undefined,
    host: request.headers.get('host') ?? undefined,
  })
  if (crossSite) return plainTextResponse(crossSite.message, crossSite.status)
  const staff = await signedInStaffOf(request.headers)
  if (!staff) return plainTextResponse('Sign in to the admin first.', 401)
  const form = await request.formData().catch(() => null)
  const address = parsePersonAddress(form?.get('email'))
  if (!form || !address) return plainTextResponse('Enter one e-mail address.', 400)
  return { staffId: staff.id, address, form }
}
