import 'server-only'

import { getPayload } from 'payload'

import config from '@payload-config'

/** The in-process Payload instance (Local API); created once and reused. */
export function getPayloadClient() {
  return getPayload({ config })
}
