/**
 * The CMS's catch-all pages, by their source in the public site's route group, e.g.
 * "/(site)/services/[[...slug]]/page" (Payload's own "/(payload)/api/[...slug]/route" is not one).
 */
const cmsCatchAllSource = /^\/\(site\)\/.*\[\[?\.\.\.slug\]\]?\/page$/

function escapeForRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A regular expression for a route pattern of Next's app-path-routes-manifest. */
function routeRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').slice(1)
  const source = segments
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return '(?:/.+)?'
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '/.+'
      if (/^\[[^\]]+\]$/.test(segment)) return '/[^/]+'
      return `/${escapeForRegExp(segment)}`
    })
    .join('')
  return new RegExp(`^${source}$`)
}

export type PageRoutes = {
  /** Routes the app answers itself (static pages, tools, APIs): any path they match is theirs. */
  own: RegExp[]
  /** The CMS's catch-alls: a path they match is a page only if the CMS has one there. */
  cms: RegExp[]
}

/**
 * Sorts the routes of Next's app-path-routes-manifest (source file → route pattern) into the
 * app's own and the CMS's.
 */
export function pageRoutesOf(manifest: Readonly<Record<string, string>>): PageRoutes {
  const entries = Object.entries(manifest)
  const patternsWhere = (isCms: boolean) =>
    entries
      .filter(([source]) => cmsCatchAllSource.test(source) === isCms)
      .map(([, pattern]) => routeRegExp(pattern))
  return { own: patternsWhere(false), cms: patternsWhere(true) }
}

/**
 * Whether `path` (decoded, without its query) certainly shows no page: only the CMS's catch-all
 * would answer it, and no CMS page, alias or redirect is at it (`knownCmsPaths`). Next's own
 * files (`/_next/…`) and paths with a trailing slash (Next redirects those) are never judged.
 */
export function isUnknownPagePath(
  path: string,
  routes: PageRoutes,
  knownCmsPaths: ReadonlySet<string>,
): boolean {
  if (path.startsWith('/_next/') || (path.length > 1 && path.endsWith('/'))) return false
  if (routes.own.some((route) => route.test(path))) return false
  return routes.cms.some((route) => route.test(path)) && !knownCmsPaths.has(path)
}
