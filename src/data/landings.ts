import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'
import type { Landing } from '@/payload-types'

import { cacheTags } from './cache-tags'

export type LandingsView = Landing

async function queryLandings(): Promise<LandingsView> {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'landings', depth: 0, overrideAccess: false })
}

/** The booking dialog's cards and the after-booking and after-payment texts. */
export const getLandings = unstable_cache(queryLandings, ['landings'], {
  tags: [cacheTags.global('landings')],
})
