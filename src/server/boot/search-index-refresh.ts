import { logger } from '@/lib/logger'

/** How often the front door asks whether the content changed since the search index was built. */
export const searchIndexCheckMs = 1_000

/**
 * Keeps the search index built before anyone searches (`refreshIndex`, from the app bridge,
 * ADR 010): as soon as the app has booted, and within a second of each publish, unpublish or delete of what the search
 * finds, made on this instance or another (the change is seen in Next's cache, shared by the
 * instances). Outside any request, one check at a time, so no visitor waits for a build. A build
 * that fails (database down) is logged once, and tried again at each check until one succeeds.
 */
export function keepSearchIndexReady(refreshIndex: () => Promise<void>) {
  let failing = false
  const check = async () => {
    try {
      await refreshIndex()
      failing = false
    } catch (error) {
      if (!failing) {
        logger.warn({
          msg: 'Could not build the search index; trying again every second',
          err: error,
        })
      }
      failing = true
    }
    setTimeout(() => void check(), searchIndexCheckMs).unref()
  }
  void check()
}
