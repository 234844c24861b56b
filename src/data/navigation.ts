import 'server-only'

import { unstable_cache } from 'next/cache'

import type { MenuItem } from '@/domain/navigation/menu-item'
import { getPayloadClient } from '@/lib/payload'

import { cacheTags } from './cache-tags'

export type NavigationView = { header: MenuItem[]; footer: MenuItem[] }

async function queryNavigation(): Promise<NavigationView> {
  const payload = await getPayloadClient()
  const navigation = await payload.findGlobal({
    slug: 'navigation',
    depth: 0,
    overrideAccess: false,
  })
  const items = (rows: MenuItem[] | null | undefined) =>
    (rows ?? []).map(({ label, path }) => ({ label, path }))
  return { header: items(navigation.header), footer: items(navigation.footer) }
}

/** The header and footer menus, cached until the attorney changes them. */
export const getNavigation = unstable_cache(queryNavigation, ['navigation'], {
  tags: [cacheTags.global('navigation')],
})
