/** The top loading bar's timings (seed §2), in milliseconds. */
export const loadingBarTimings = {
  /** Navigations quicker than this never show the bar. */
  throttleMs: 200,
  /** The time over which the estimated progress approaches the end. */
  durationMs: 2_000,
  /** How long the full bar stays before it fades. */
  hideDelayMs: 500,
  /** How long after hiding the bar returns to zero. */
  resetDelayMs: 400,
} as const

/**
 * Estimated progress in percent after `elapsedMs` of a navigation: fast at first, slowing as it
 * nears (never reaches) 100 so a slow page never looks finished.
 */
export function estimatedProgress(
  elapsedMs: number,
  durationMs: number = loadingBarTimings.durationMs,
) {
  if (elapsedMs <= 0) return 0
  return (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2)
}
