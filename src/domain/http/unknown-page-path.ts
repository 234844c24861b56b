/**
 * The routes that show CMS content at addresses staff choose, by their source in the public
 * site's route group: every page or route handler there with a dynamic segment. A page, e.g.
 * "/(site)/services/[[...slug]]/page" or "/(site)/blog/[post]/page", shows the document at its
 * path; a route handler, e.g. "/(site)/og/[[...slug]]/route", serves something of the CMS page at
 * the rest of the path after its own prefix (/og/about: the share card of /about). Payload's
 * "/(payload)/api/[...slug]/route" is neither.
 */
const cmsRouteSource = /^\/\(site\)\/.*\[[^\]]+\].*\/(page|route)$/

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

/** A CMS route: the paths it answers, and which CMS document each is about. */
export type CmsRoute = {
  pattern: RegExp
  /** Segments before the first dynamic one: "/services", "/og", "/blog", "" for "/[...slug]". */
  staticPrefix: string
  /** What comes before the CMS page's path in a path it answers: "/og" for "/og/about", else "". */
  pagePathPrefix: string
}

export type PageRoutes = {
  /** Routes the app answers itself (static pages, tools, APIs): any path they match is theirs. */
  own: RegExp[]
  /** The CMS's routes, the most specific first (as Next matches them). */
  cms: CmsRoute[]
}

/**
 * Sorts the routes of Next's app-path-routes-manifest (source file → route pattern) into the
 * app's own and the CMS's.
 */
export function pageRoutesOf(manifest: Readonly<Record<string, string>>): PageRoutes {
  const routes: PageRoutes = { own: [], cms: [] }
  for (const [source, pattern] of Object.entries(manifest)) {
    if (!cmsRouteSource.test(source)) {
      routes.own.push(routeRegExp(pattern))
      continue
    }
    const staticPrefix = pattern.slice(0, pattern.indexOf('/['))
    routes.cms.push({
      pattern: routeRegExp(pattern),
      staticPrefix,
      pagePathPrefix: source.endsWith('/route') ? staticPrefix : '',
    })
  }
  routes.cms.sort((a, b) => b.staticPrefix.length - a.staticPrefix.length)
  return routes
}

/**
 * Whether `path` (decoded, without its query) certainly shows no page: only a CMS route would
 * answer it, and no CMS page, alias, blog address or redirect is at the path it is about
 * (`knownCmsPaths`, compared in Unicode's composed form, NFC). Next's own files (`/_next/…`) and paths with a trailing slash (Next
 * redirects those) are never judged.
 */
export function isUnknownPagePath(
  path: string,
  routes: PageRoutes,
  knownCmsPaths: ReadonlySet<string>,
): boolean {
  if (path.startsWith('/_next/') || (path.length > 1 && path.endsWith('/'))) return false
  if (routes.own.some((route) => route.test(path))) return false
  const route = routes.cms.find(({ pattern }) => pattern.test(path))
  if (!route) return false
  // Old addresses of redirects are known in Unicode's composed form (src/domain/redirects); a
  // browser may send the same letters decomposed (o + combining accent, as macOS writes them).
  return !knownCmsPaths.has((path.slice(route.pagePathPrefix.length) || '/').normalize('NFC'))
}
