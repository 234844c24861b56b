/**
 * `value` rounded half away from zero to `decimals` places, never `-0` (a rounded loss of less
 * than half a cent is plain 0).
 */
export function roundToDecimals(value: number, decimals: number): number {
  const scale = 10 ** decimals
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale
  return rounded === 0 ? 0 : rounded
}

/** Dollars rounded to cents for output. */
export function roundToCents(dollars: number): number {
  return roundToDecimals(dollars, 2)
}

/** A percent rounded to 2 decimals for output. */
export function roundToHundredths(percent: number): number {
  return roundToDecimals(percent, 2)
}
