import 'server-only'

import { redirectSourceKey } from '@/domain/redirects/redirect-address'
import { getPayloadClient } from '@/lib/payload'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

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

/**
 * Where the old address a visitor asked for (`path`, as sent or decoded) now lives, or null when
 * it has no redirect: looked up in the normal form every redirect's From is stored in
 * (`/old-contact/` and `/old-contact`, `%C3%B3` and `ó` are one address).
 */
export async function findRedirect(path: string): Promise<RedirectTarget | null> {
  const from = redirectSourceKey(path)
  return cachedRead(
    () => queryRedirect(from),
    ['redirect', from],
    [cacheTags.redirect(from), cacheTags.collection('redirects')],
  )()
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
export const listRedirectSources = cachedRead(
  queryRedirectSources,
  ['redirect-sources'],
  [cacheTags.collection('redirects')],
)
