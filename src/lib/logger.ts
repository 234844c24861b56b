import 'server-only'

import { getPayloadClient } from './payload'

/** Payload's pino logger: structured fields, never names, e-mail addresses or case details. */
export async function getLogger() {
  return (await getPayloadClient()).logger
}
