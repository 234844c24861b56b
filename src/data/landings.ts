import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import type { Landing } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

export type LandingsView = Landing

async function queryLandings(): Promise<LandingsView> {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'landings', depth: 0, overrideAccess: false })
}

/** The booking dialog's cards and the after-booking and after-payment texts. */
export const getLandings = cachedRead(queryLandings, ['landings'], [cacheTags.global('landings')])
