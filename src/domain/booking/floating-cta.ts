/** How far down a visitor scrolls before the floating call to action appears (seed §2). */
export const floatingCtaScrollThresholdPx = 300

/** True once the page is scrolled past the threshold; the only scroll fact the button needs. */
export function isScrolledPastThreshold(scrollY: number): boolean {
  return scrollY > floatingCtaScrollThresholdPx
}

export type FloatingCtaRules = {
  /** Path prefixes where it shows at once, e.g. /quizzes. */
  alwaysShownUnder: ReadonlyArray<string>
  /** Paths where it never shows, e.g. /contact. */
  hiddenOn: ReadonlyArray<string>
}

function isUnder(path: string, prefix: string) {
  const base = prefix.replace(/\/+$/, '')
  return path === base || path.startsWith(`${base}/`)
}

/**
 * Whether the floating call to action shows on `path`: never on a hidden path or after the visitor
 * dismissed it; at once under an always-shown prefix; elsewhere once scrolled past the threshold.
 */
export function isFloatingCtaShown({
  path,
  isScrolledPast,
  rules,
  isDismissed,
}: {
  path: string
  isScrolledPast: boolean
  rules: FloatingCtaRules
  isDismissed: boolean
}): boolean {
  if (isDismissed || rules.hiddenOn.some((hidden) => isUnder(path, hidden))) return false
  if (rules.alwaysShownUnder.some((prefix) => isUnder(path, prefix))) return true
  return isScrolledPast
}
