/**
 * Requests the front door (src/server.ts) passes to the app without Next's routing, to spare the
 * hottest API its cost (ADR 010). Next bundles the app's modules and the front door loads its
 * own copies, so the app hands its handler over through one process-wide slot; until it has (the
 * route's module loads on its first request), the front door sends the request through Next.
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

const searchSlot = Symbol.for('juniper-hill-law.front-door.search')

type Slots = { [searchSlot]?: HandedHandler }

/** Called by the search route's module: the front door answers searches with `handler`. */
export function handSearchToFrontDoor(handler: HandedHandler) {
  ;(globalThis as Slots)[searchSlot] = handler
}

/** The search handler the app has handed over, if it has. */
export function handedSearch(): HandedHandler | undefined {
  return (globalThis as Slots)[searchSlot]
}
