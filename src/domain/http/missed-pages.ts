/**
 * Missed pages (issue 26): page addresses the site answered with 404, counted per day for staff
 * without personal data, so that a broken link or an old address can be given a redirect.
 */

/** Who asked: a person's browser, or a crawler or link-preview bot (isbot). */
export type MissSource = 'visitor' | 'bot'

export const missSources = [
  { value: 'visitor', label: 'Visitor' },
  { value: 'bot', label: 'Bot' },
] as const satisfies ReadonlyArray<{ value: MissSource; label: string }>

/** Characters of an address that is counted; a longer one is only logged (no page is that long). */
export const countedPathMaxLength = 200

/** Characters of a referring host that are kept (a DNS name has at most 253). */
export const referrerHostMaxLength = 253

/**
 * The last segment's endings a page or a linked document can have. Anything else (`.php`, `.env`,
 * `.js`, `.png`…) is a probe for software the site does not run, or an asset no link leads to:
 * logged, never counted, so scanners do not bury the report.
 */
const pageEndings = new Set(['', 'htm', 'html', 'pdf'])

/** Paths below these belong to the admin, the APIs and Next; their misses are not pages. */
const notPagePrefixes = ['/api/', '/admin/', '/next/', '/_next/']

/** Whether `path` (decoded, without its query) is the address of a page, as far as misses go. */
export function isPageAddress(path: string): boolean {
  if (path === '/admin' || path === '/api' || path === '/next') return false
  return !notPagePrefixes.some((prefix) => path.startsWith(prefix))
}

/**
 * Whether a miss of the page address `path` is counted: at most 200 characters, printable (no
 * control characters or spaces a link cannot carry), no hidden segment (`/.env`, `/.git/…`), and
 * a page's or a document's ending.
 */
export function isCountedMissPath(path: string): boolean {
  if (path.length > countedPathMaxLength || !path.startsWith('/')) return false
  if (/[\u0000-\u0020\u007f-\u009f]/.test(path)) return false
  if (path.split('/').some((segment) => segment.startsWith('.'))) return false
  const last = path.slice(path.lastIndexOf('/') + 1)
  const dot = last.lastIndexOf('.')
  return pageEndings.has(dot === -1 ? '' : last.slice(dot + 1).toLowerCase())
}

/**
 * The host of a Referer header, lower case, or "" when there is none or it is not an http(s)
 * address. Only the host is kept: a full referring address can carry a search or a person's page.
 */
export function referrerHostOf(referer: string | undefined): string {
  if (!referer) return ''
  try {
    const url = new URL(referer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    return url.hostname.toLowerCase().slice(0, referrerHostMaxLength)
  } catch {
    return ''
  }
}

/** A day's count of an address, from one referring host and one source, and when last seen. */
export type MissedPageCount = {
  /** The firm's calendar day ("2026-11-26"). */
  day: string
  source: MissSource
  path: string
  referrerHost: string
  count: number
  /** ISO 8601. */
  lastSeenAt: string
}

/** Counts stored in one batch at most (the front door's tally holds no more). */
export const missedPageBatchMax = 500

/** A row of the counts summed over days, per address and referring host. */
export type MissedPageRow = {
  path: string
  referrerHost: string
  total: number
  lastSeenAt: Date
}

/** An address in the staff's report: its total, when it was last asked for, who linked to it. */
export type MissedPageTotal = {
  path: string
  total: number
  lastSeenAt: Date
  /** Referring hosts, the most frequent first, at most `hostsShown`; "" is not among them. */
  referrerHosts: string[]
  /** Whether some of the misses came with no referrer (typed, bookmarked, or hidden). */
  hasDirectMisses: boolean
}

/** Referring hosts listed per address. */
export const hostsShown = 3

/**
 * The report's addresses from rows per address and referring host: summed per address, the
 * largest total first (then the latest, then by address), each with its most frequent hosts.
 */
export function missedPageTotals(rows: readonly MissedPageRow[]): MissedPageTotal[] {
  const byPath = new Map<string, { total: number; lastSeenAt: Date; hosts: Map<string, number> }>()
  for (const row of rows) {
    const entry = byPath.get(row.path) ?? { total: 0, lastSeenAt: row.lastSeenAt, hosts: new Map() }
    entry.total += row.total
    if (row.lastSeenAt > entry.lastSeenAt) entry.lastSeenAt = row.lastSeenAt
    entry.hosts.set(row.referrerHost, (entry.hosts.get(row.referrerHost) ?? 0) + row.total)
    byPath.set(row.path, entry)
  }
  return [...byPath.entries()]
    .map(([path, { total, lastSeenAt, hosts }]) => ({
      path,
      total,
      lastSeenAt,
      referrerHosts: [...hosts.entries()]
        .filter(([host]) => host !== '')
        .sort(([hostA, a], [hostB, b]) => b - a || hostA.localeCompare(hostB))
        .slice(0, hostsShown)
        .map(([host]) => host),
      hasDirectMisses: hosts.has(''),
    }))
    .sort(
      (a, b) =>
        b.total - a.total ||
        b.lastSeenAt.getTime() - a.lastSeenAt.getTime() ||
        a.path.localeCompare(b.path),
    )
}

/**
 * The fewest visitors (each counted once a day, summed over the report's days) an address needs
 * before staff see it: two, as for typed searches, so that no single client can put an address of
 * its own wording in front of staff.
 */
export const reportMinimumMisses = 2
