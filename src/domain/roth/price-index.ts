/** The price level at the end of a year `t` years after 2026, relative to 2026 (1 at `t = 0`). */
export type PriceIndex = (yearsAfter2026: number) => number

/**
 * The price index of steady inflation of `inflationPercent` a year (roth-model.md §18):
 * `f(t) = (1 + i) ** t`, one exponentiation, so that `i = 0` gives exactly 1 every year.
 */
export function priceIndexOf(inflationPercent: number): PriceIndex {
  const growth = 1 + inflationPercent / 100
  return (yearsAfter2026) => growth ** yearsAfter2026
}
