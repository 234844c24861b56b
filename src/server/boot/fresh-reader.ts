/**
 * Keeps the last value that `read` produced and reads again on request, one read at a time:
 * callers who ask while a read is under way share the next read, which starts when that one
 * ends, so what each of them gets was read after they asked. `read` answers null when it could
 * not read; the last value is then kept.
 */
export function createFreshReader<T>(read: () => Promise<T | null>) {
  let latest: T | null = null
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null

  function start(): Promise<void> {
    const run = read().then((value) => {
      if (value !== null) latest = value
      running = null
    })
    running = run
    return run
  }

  return {
    /** The value of the last successful read; null before the first. */
    latest: (): T | null => latest,
    /** Reads again (or joins the read that will start next) and returns the latest value. */
    async fresh(): Promise<T | null> {
      if (running === null) {
        await start()
      } else {
        queued ??= running.then(() => {
          queued = null
          return start()
        })
        await queued
      }
      return latest
    },
  }
}
