import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'

import { cacheTags } from './cache-tags'

export type RedirectTarget = { to: string; isPermanent: boolean }

async function queryRedirect(from: string): Promise<RedirectTarget | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    select: { to: true, isPermanent: true },
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  const redirect = docs[0]
  return redirect ? { to: redirect.to, isPermanent: redirect.isPermanent ?? true } : null
}

/** Where an old address `from` now lives, or null when it has no redirect. */
export async function findRedirect(from: string): Promise<RedirectTarget | null> {
  return unstable_cache(() => queryRedirect(from), ['redirect', from], {
    tags: [cacheTags.redirect(from), cacheTags.collection('redirects')],
  })()
}
