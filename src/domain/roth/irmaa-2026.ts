import type { FilingStatus } from './income-tax'
import { roundToCents } from './output-rounding'

/** An IRMAA tier: 0 (no surcharge) to 5. */
export type IrmaaTier = 0 | 1 | 2 | 3 | 4 | 5

// 2026 MAGI thresholds (CMS, 14 November 2025): tiers 1–4 start above each, tier 5 at the last.
const tierThresholds: Readonly<
  Record<FilingStatus, readonly [number, number, number, number, number]>
> = {
  single: [109_000, 137_000, 171_000, 205_000, 500_000],
  head_of_household: [109_000, 137_000, 171_000, 205_000, 500_000],
  married_filing_jointly: [218_000, 274_000, 342_000, 410_000, 750_000],
  // Married filing separately (living with the spouse): tier 0, then straight to tiers 4 and 5.
  married_filing_separately: [109_000, 109_000, 109_000, 109_000, 391_000],
}

// 2026 surcharge a year per person by tier: 12 × (Part B + Part D add-on).
const surchargeByTier: Readonly<Record<IrmaaTier, number>> = {
  0: 0,
  1: 1_148.4,
  2: 2_884.8,
  3: 4_620,
  4: 6_355.2,
  5: 6_936,
}

/**
 * The IRMAA tier that a year's modified AGI sets (lower tiers above a threshold, tier 5 at it),
 * with the 2026 thresholds × `thresholdIndex` (roth-model.md §18); both sides compared in cents.
 */
export function irmaaTier(
  magiDollars: number,
  filingStatus: FilingStatus,
  thresholdIndex = 1,
): IrmaaTier {
  const magiCents = roundToCents(magiDollars)
  const thresholds = tierThresholds[filingStatus].map((threshold) =>
    roundToCents(threshold * thresholdIndex),
  )
  if (magiCents >= thresholds[4]!) return 5
  const tier = thresholds.slice(0, 4).filter((threshold) => magiCents > threshold).length
  return tier as IrmaaTier
}

/** The yearly IRMAA surcharge in dollars of one person in `tier`. */
export function irmaaSurchargeDollars(tier: IrmaaTier): number {
  return surchargeByTier[tier]
}

/**
 * The tiers a conversion can stay in, each with its highest MAGI under the 2026 thresholds ×
 * `thresholdIndex`: tiers 0–4 (married filing separately: 0 and 4); tier 5 has no ceiling.
 */
export function irmaaTierCeilings(
  filingStatus: FilingStatus,
  thresholdIndex = 1,
): { tier: IrmaaTier; ceilingDollars: number }[] {
  const thresholds = tierThresholds[filingStatus]
  const tiers: ReadonlyArray<0 | 1 | 2 | 3 | 4> =
    filingStatus === 'married_filing_separately' ? [0, 4] : [0, 1, 2, 3, 4]
  return tiers.map((tier) => ({
    tier,
    // Tier 5 starts at its threshold, so tier 4 ends a dollar below it.
    ceilingDollars:
      tier === 4 ? thresholds[4] * thresholdIndex - 1 : thresholds[tier] * thresholdIndex,
  }))
}
