import type { MissedPageCount } from '@/domain/http/missed-pages'

/**
 * What the app lends the front door (src/server.ts) in the same process (ADR 022). Next bundles
 * the app's modules and the door loads its own copies, so the app fills one process-wide slot as
 * it starts (`register()` in src/instrumentation.ts, before Next handles a request) and the door
 * reads it through `appBridge()`: no HTTP from the process to itself.
 */
export type AppBridge = {
  /**
   * Starts Payload and, where `JOBS_RUNNER` is on, its jobs runner; rejects while the database is
   * unreachable.
   */
  startContentStore: () => Promise<void>
  /** Every address a CMS page, alias, blog page, quiz or redirect owns, from the content cache. */
  knownCmsPaths: () => Promise<ReadonlySet<string>>
  /** Stores a batch of the missed-page counts the door tallied. */
  storeMissedPages: (batch: readonly MissedPageCount[]) => Promise<void>
  /** Whether the site has a staff account yet (until it has, anyone may make the first). */
  hasStaffAccount: () => Promise<boolean>
  /** The site search, which the door answers without Next's routing (ADR 010). */
  search: HandedSearch
  /**
   * The redirect a page view of `path` (as sent) with the query `search` gets, or null when the
   * address has none or a page owns it (ADR 025); rejects while the database is unreachable.
   */
  redirectAt: (request: { path: string; search: string }) => Promise<HandedRedirect | null>
}

/** A redirect's answer: its status (308 permanent, 307 not), where to, and its caching. */
export type HandedRedirect = { status: 307 | 308; location: string; cacheControl: string }

/** What the front door read: the path after the route's base, the body, the settled client. */
export type HandedRequest = {
  path: readonly string[]
  /** The body as text, or null when it was longer than the route accepts. */
  body: string | null
  clientAddress: string
}

export type HandedAnswer = { status: number; headers: Record<string, string>; body: string }

export type HandedHandler = (request: HandedRequest) => Promise<HandedAnswer>

/** The site search: its handler, and how to bring its index up to date. */
export type HandedSearch = { answer: HandedHandler; refreshIndex: () => Promise<void> }

const bridgeSlot = Symbol.for('juniper-hill-law.app-bridge')

type Slot = { promise: Promise<AppBridge>; resolve: (bridge: AppBridge) => void }

type Slots = { [bridgeSlot]?: Slot }

function slot(): Slot {
  return ((globalThis as Slots)[bridgeSlot] ??= Promise.withResolvers<AppBridge>())
}

/** Called by the app as the server process starts. */
export function provideAppBridge(bridge: AppBridge) {
  slot().resolve(bridge)
}

/** How long the door waits for Next to run `register()` after `app.prepare()`. */
const bridgeWaitMs = 60_000

/**
 * The bridge the app provided, once it has: Next runs `register()` as its server prepares, which
 * `app.prepare()` starts without waiting for. Rejects with a plain error when it has not within
 * `timeoutMs`.
 */
export async function appBridge(timeoutMs = bridgeWaitMs): Promise<AppBridge> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `The app has not provided its bridge to the front door within ${timeoutMs} ms: src/instrumentation.ts register() fills it as Next prepares.`,
          ),
        ),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([slot().promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
