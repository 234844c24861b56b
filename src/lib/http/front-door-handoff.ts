/**
 * Requests the front door (src/server.ts) passes to the app without Next's routing, to spare the
 * hottest API its cost (ADR 010). Next bundles the app's modules and the front door loads its
 * own copies, so the app hands its handler over through one process-wide slot; until it has (at
 * boot, `/next/boot`), the front door sends the request through Next.
 */

/** What the front door read: the path after the route's base, the body, the settled client. */
export type HandedRequest = {
  path: readonly string[]
  /** The body as text, or null when it was longer than the route accepts. */
  body: string | null
  clientAddress: string
}

export type HandedAnswer = { status: number; headers: Record<string, string>; body: string }

export type HandedHandler = (request: HandedRequest) => Promise<HandedAnswer>

/** The site search as the app hands it over: its handler, and how to bring its index up to date. */
export type HandedSearch = { answer: HandedHandler; refreshIndex: () => Promise<void> }

const searchSlot = Symbol.for('juniper-hill-law.front-door.search')

type Slots = { [searchSlot]?: HandedSearch }

/** Called as the app boots: the front door answers searches and keeps their index ready. */
export function handSearchToFrontDoor(search: HandedSearch) {
  ;(globalThis as Slots)[searchSlot] = search
}

/** The search the app has handed over, if it has. */
export function handedSearch(): HandedSearch | undefined {
  return (globalThis as Slots)[searchSlot]
}
