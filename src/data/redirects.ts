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

async function queryRedirectSources(): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    select: { from: true },
    depth: 0,
    limit: 0,
    overrideAccess: false,
  })
  return docs.map((redirect) => redirect.from)
}

/** Every old address that has a redirect. */
export const listRedirectSources = unstable_cache(queryRedirectSources, ['redirect-sources'], {
  tags: [cacheTags.collection('redirects')],
})
