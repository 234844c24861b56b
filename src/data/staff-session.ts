import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { storedStaffAccount } from './staff-accounts'

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

/**
 * Whether the site has a staff account yet, as Payload's own `GET /api/users/init` tells: until
 * it has, Payload lets anyone make the first.
 */
export async function hasStaffAccount(): Promise<boolean> {
  const payload = await getPayloadClient()
  return (await storedStaffAccount(payload, {}, { id: true })) !== null
}
