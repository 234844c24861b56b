/** One entry of a menu: a label and the site path it opens. */
export type MenuItem = { label: string; path: string }

/**
 * A row of the header menu: a link, or, with a submenu, a button that opens its links; then its
 * own path names the section it stands for (a page at or under it marks the row current).
 */
export type HeaderMenuItem = MenuItem & { submenu: MenuItem[] }

/** True when the page at `pathname` is `path` or one of the pages under it. */
export function isInSection(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/'
  return pathname === path || pathname.startsWith(`${path.replace(/\/$/, '')}/`)
}
