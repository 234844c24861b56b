const multipliers: Record<string, number> = {
  '': 1,
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  million: 1_000_000,
}

/**
 * Dollars from what a person types: "2,180,000", "$2,180,000", "2.18M", "$750k",
 * "1.5 million". Null when the text is not an amount (empty, negative, letters, two dots);
 * the form then shows the model's message for the field.
 */
export function parseDollarInput(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(\.\d+)?\s*([a-z]*)$/i.exec(
    text.trim().replace(/^\$\s*/, '$'),
  )
  if (!match || (!match[1] && !match[2])) return null
  const multiplier = multipliers[String(match[3]).toLowerCase()]
  if (multiplier === undefined) return null
  const amount = Number(`${(match[1] ?? '0').replaceAll(',', '')}${match[2] ?? ''}`) * multiplier
  return Math.round(amount * 100) / 100
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Dollars as the form shows them: "2,180,000" (no sign, cents only when there are some). */
export function formatDollarInput(dollars: number): string {
  return grouped.format(dollars)
}
