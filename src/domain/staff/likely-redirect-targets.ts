/** A page of the site a redirect could lead to. */
export type RedirectCandidate = { path: string; title: string }

/** Lower-case words of an address or title ("/Our-Fees_2024" → our, fees, 2024). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/** How well `word` is matched by `words`: 1 for the same word, ¾ when one starts the other. */
function wordMatch(word: string, words: readonly string[]): number {
  if (words.includes(word)) return 1
  const isStem = (a: string, b: string) => a.length >= 4 && b.startsWith(a)
  return words.some((other) => isStem(word, other) || isStem(other, word)) ? 0.75 : 0
}

/**
 * The pages most like the missed address `from`, by the words of their address and title, best
 * first (then the shorter address), at most `limit`; none when no word is shared.
 */
export function likelyRedirectTargets(
  from: string,
  candidates: readonly RedirectCandidate[],
  limit = 5,
): RedirectCandidate[] {
  const wanted = [...new Set(wordsOf(from))]
  if (wanted.length === 0) return []
  return candidates
    .filter((candidate) => candidate.path !== from)
    .map((candidate) => {
      const words = [...wordsOf(candidate.path), ...wordsOf(candidate.title)]
      const score = wanted.reduce((sum, word) => sum + wordMatch(word, words), 0)
      return { candidate, score }
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.candidate.path.length - b.candidate.path.length)
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}
