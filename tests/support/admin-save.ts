import type { PayloadRequest } from 'payload'

/**
 * Makes a Local API call stand for a save that staff make in the admin, which arrives through
 * REST: the rules that tell the site's own in-process calls apart (src/collections/shared/
 * access.ts, users.hooks.ts) treat it as staff's. A new object each call: Payload fills in the
 * request it is given.
 */
export const asAdminSave = (): Partial<PayloadRequest> => ({ payloadAPI: 'REST' })
