import 'server-only'

import type { HeaderMenuItem, MenuItem } from '@/domain/navigation/menu-item'
import { getPayloadClient } from '@/lib/payload'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

export type NavigationView = { header: HeaderMenuItem[]; footer: MenuItem[] }

async function queryNavigation(): Promise<NavigationView> {
  const payload = await getPayloadClient()
  const navigation = await payload.findGlobal({
    slug: 'navigation',
    depth: 0,
    overrideAccess: false,
  })
  const items = (rows: MenuItem[] | null | undefined) =>
    (rows ?? []).map(({ label, path }) => ({ label, path }))
  const header = (navigation.header ?? []).map((row) => ({
    label: row.label,
    path: row.path,
    submenu: items(row.submenu),
  }))
  return { header, footer: items(navigation.footer) }
}

/** The header menu (with its submenus) and the footer menu, cached until the attorney changes them. */
export const getNavigation = cachedRead(
  queryNavigation,
  ['navigation'],
  [cacheTags.global('navigation')],
)
