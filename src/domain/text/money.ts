const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** A fee in whole US dollars as people read it, e.g. 2450 → "$2,450". */
export function formatWholeDollars(dollars: number): string {
  return wholeDollars.format(Math.round(dollars) || 0)
}
