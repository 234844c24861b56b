import 'server-only'

/**
 * PDFs rendered at once by this process. Rendering is CPU-bound and the machine has two cores:
 * with one of them free, page views stay fast however many reports are asked for.
 */
const maxConcurrentRenders = 1
/** Requests that may wait for a slot (a few people at once); beyond them the server says busy. */
const maxWaiting = 4

let rendersInProgress = 0
const waiting: Array<() => void> = []

/**
 * Runs `render` when a render slot is free (waiting in line behind at most `maxWaiting` others)
 * and returns its result, or returns null at once when the line is full: the caller answers
 * 503 with Retry-After, and the client tries again.
 */
export async function renderInSlot<T>(render: () => Promise<T>): Promise<T | null> {
  if (rendersInProgress < maxConcurrentRenders) {
    rendersInProgress += 1
  } else if (waiting.length < maxWaiting) {
    // The finishing render hands its slot straight to the first in line.
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else {
    return null
  }
  try {
    return await render()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else rendersInProgress -= 1
  }
}
