import 'server-only'

import { getPayloadClient } from '@/lib/payload'

/** True when the database answers a query; false when Payload cannot reach it. */
export async function isDatabaseUp(): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'pages', overrideAccess: true })
    return true
  } catch {
    // The failure itself is logged by Payload; the answer here is only up or down.
    return false
  }
}
