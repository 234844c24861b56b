import 'server-only'

import { getPayloadClient } from '@/lib/payload'

/** The signed-in staff member whose session `requestHeaders` carry (the admin's cookie), or null. */
export async function signedInStaffOf(requestHeaders: Headers): Promise<{ id: number } | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user?.collection === 'users' ? { id: user.id } : null
}

/** Whether `requestHeaders` carry a signed-in staff session (the admin's cookie). */
export async function isStaffRequest(requestHeaders: Headers): Promise<boolean> {
  return (await signedInStaffOf(requestHeaders)) !== null
}
