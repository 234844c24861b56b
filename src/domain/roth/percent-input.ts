/**
 * A percent from what a person types: "6", "6%", "4.4 %", ".5". Null when the text is not a
 * percent (empty, negative, letters); the form then shows the model's message for the field.
 */
export function parsePercentInput(text: string): number | null {
  const match = /^(\d+(?:\.\d*)?|\.\d+)\s*%?$/.exec(text.trim())
  return match ? Number(match[1]) : null
}

/** A whole number from what a person types ("4", " 10 "), or null ("4.5", "four", ""). */
export function parseWholeNumberInput(text: string): number | null {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}
