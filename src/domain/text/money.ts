const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** A fee in whole US dollars as people read it, e.g. 2450 → "$2,450". */
export function formatWholeDollars(dollars: number): string {
  return wholeDollars.format(Math.round(dollars) || 0)
}

/** A gain or loss in whole dollars with its sign, e.g. "+$12,657", "−$98,384", "$0". */
export function formatSignedWholeDollars(dollars: number): string {
  const rounded = Math.round(dollars)
  if (rounded === 0) return '$0'
  return `${rounded > 0 ? '+' : '\u2212'}${formatWholeDollars(Math.abs(rounded))}`
}

/** A percent with two decimals and its sign, e.g. "+0.85%", "−5.55%", "0.00%". */
export function formatSignedPercent(percent: number): string {
  const text = Math.abs(percent).toFixed(2)
  if (text === '0.00') return '0.00%'
  return `${percent > 0 ? '+' : '\u2212'}${text}%`
}
