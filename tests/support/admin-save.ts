import type { PayloadRequest } from 'payload'

/**
 * Makes a Local API call stand for a save that staff make in the admin, which arrives through
 * REST inside a request: its hooks expire caches with `revalidateTag` there and then. Without
 * it, the Local API is taken for a job or a script (src/collections/shared/revalidate.hooks.ts).
 * A new object each call: Payload fills in the request it is given.
 */
export const asAdminSave = (): Partial<PayloadRequest> => ({ payloadAPI: 'REST' })
