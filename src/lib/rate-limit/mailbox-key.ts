// No 'server-only': the staff sign-in limits put this in payload.config.ts's import graph, which
// the Payload CLI loads in plain Node, where `server-only` throws (docs/workarounds.md).
import { env } from '@/config/env'
import { canonicalMailbox } from '@/domain/forms/canonical-mailbox'
import { purposeToken } from '@/lib/auth/purpose-token'

import type { LimitedEndpoint } from './limiters'

/**
 * The key of `limit`'s count for the e-mail address `address`: a keyed hash of the mailbox it
 * reaches (`canonicalMailbox`), so that every spelling of one inbox is counted as one, the limits'
 * store (Redis, shared by every instance) holds no address, and a list of known addresses cannot
 * be matched against it. Every per-address limit is keyed by it.
 */
export function mailboxLimitKey(limit: LimitedEndpoint, address: string): string {
  return purposeToken(env.PAYLOAD_SECRET, `${limit}:${canonicalMailbox(address)}`)
}
