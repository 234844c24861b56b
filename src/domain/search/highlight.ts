/** How the index reads words: lower case, accents removed, stemmed (the index's own tokenizer). */
export type NormalizeWord = (word: string) => string

/** Whether `word` is at most `tolerance` typos from `term`, as the index counts typos. */
export type IsWithinTypos = (term: string, word: string, tolerance: number) => boolean

export type MatchOptions = {
  normalize: NormalizeWord
  /** Typos forgiven in a word of more than four letters (0 or 1, as the index searched). */
  tolerance: number
  isWithinTypos: IsWithinTypos
}

export type HighlightOptions = MatchOptions & { preTag: string; postTag: string }

/** Algolia's `_highlightResult` entry of one attribute. */
export type HighlightResult = {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted: boolean
}

/** Algolia's `_snippetResult` entry of one attribute. */
export type SnippetResult = Pick<HighlightResult, 'value' | 'matchLevel'>

export type QueryTerm = { word: string; normalized: string }

type Word = { start: number; end: number; term: QueryTerm | undefined }

const wordPattern = /[\p{L}\p{N}]+/gu

/** The distinct words of `query`, each with the form the index compares. */
export function queryTerms(query: string, normalize: NormalizeWord): QueryTerm[] {
  const terms = new Map<string, QueryTerm>()
  for (const [word] of query.matchAll(wordPattern)) {
    const normalized = normalize(word)
    if (normalized && !terms.has(normalized)) terms.set(normalized, { word, normalized })
  }
  return [...terms.values()]
}

function isMatch(normalized: string, term: string, options: MatchOptions): boolean {
  if (normalized.startsWith(term)) return true
  if (options.tolerance === 0 || term.length <= 4) return false
  const sameLength = normalized.slice(0, term.length)
  return [normalized, sameLength].some((candidate) =>
    options.isWithinTypos(term, candidate, options.tolerance),
  )
}

/**
 * The term each word matches, remembered per list of terms (one search's) and tolerance: the
 * hits of a page share most of their words, and each is compared with every term only once.
 */
const matchesOfTerms = new WeakMap<QueryTerm[], Map<string, QueryTerm | null>>()

function termOf(word: string, terms: QueryTerm[], options: MatchOptions): QueryTerm | undefined {
  let matches = matchesOfTerms.get(terms)
  if (!matches) {
    matches = new Map()
    matchesOfTerms.set(terms, matches)
  }
  const key = `${options.tolerance}:${word}`
  let term = matches.get(key)
  if (term === undefined) {
    const normalized = options.normalize(word)
    term = terms.find((each) => isMatch(normalized, each.normalized, options)) ?? null
    matches.set(key, term)
  }
  return term ?? undefined
}

function wordsOf(text: string, terms: QueryTerm[], options: MatchOptions): Word[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    term: termOf(match[0], terms, options),
  }))
}

function tagged(text: string, words: Word[], options: HighlightOptions, from: number, to: number) {
  let value = ''
  let cursor = from
  for (const word of words) {
    if (!word.term || word.start < from || word.end > to) continue
    value += `${text.slice(cursor, word.start)}${options.preTag}${text.slice(word.start, word.end)}${options.postTag}`
    cursor = word.end
  }
  return value + text.slice(cursor, to)
}

function matchLevelOf(terms: QueryTerm[], matched: Set<QueryTerm>): HighlightResult['matchLevel'] {
  if (matched.size === 0) return 'none'
  return matched.size === terms.length ? 'full' : 'partial'
}

/** `text` with every word that matches a query term between the tags, as Algolia answers it. */
export function highlight(
  text: string,
  terms: QueryTerm[],
  options: HighlightOptions,
): HighlightResult {
  const words = wordsOf(text, terms, options)
  const matched = new Set(words.flatMap((word) => (word.term ? [word.term] : [])))
  return {
    value: tagged(text, words, options, 0, text.length),
    matchLevel: matchLevelOf(terms, matched),
    matchedWords: [...matched].map((term) => term.word),
    fullyHighlighted: words.length > 0 && words.every((word) => word.term),
  }
}

const anyWord = /[\p{L}\p{N}]/u

/** Quote marks and brackets that open just before a word, and those that close just after one. */
const openingMarks = /["'“‘([]+$/u
const closingMarks = /^["'”’)\]]+/u

/**
 * The words of `text` as far as a snippet of `length` words can reach: up to `length` words past
 * the first match, or all of them when nothing matches (the snippet is then the opening).
 */
function wordsUntilWindow(
  text: string,
  terms: QueryTerm[],
  options: MatchOptions,
  length: number,
): Word[] {
  const words: Word[] = []
  // Without terms nothing can match: the window is the opening.
  let first = terms.length === 0 ? 0 : -1
  for (const match of text.matchAll(wordPattern)) {
    const term = termOf(match[0], terms, options)
    words.push({ start: match.index, end: match.index + match[0].length, term })
    if (first === -1 && term) first = words.length - 1
    if (first !== -1 && words.length >= first + length) break
  }
  return words
}

/**
 * About `length` words of `text` around its first match (its opening when nothing matches), the
 * matches between the tags and `ellipsis` where text was left out.
 */
export function snippet(
  text: string,
  terms: QueryTerm[],
  options: HighlightOptions & { length: number; ellipsis: string },
): SnippetResult {
  const length = Math.max(1, options.length)
  const words = wordsUntilWindow(text, terms, options, length)
  const first = words.findIndex((word) => word.term)
  const startIndex = Math.max(0, Math.min(first - Math.floor(length / 4), words.length - length))
  const shown = words.slice(startIndex, startIndex + length)
  // A window that does not start at the opening starts at a word (it has `length` words), with
  // the quote mark or bracket that opens on it, and ends with the one that closes on its last
  // word: a cut never leaves half a pair of quotes.
  const firstStart = startIndex === 0 ? 0 : (shown[0] as Word).start
  const from = firstStart - (openingMarks.exec(text.slice(0, firstStart))?.[0].length ?? 0)
  const lastShown = shown.at(-1)
  const isCut = lastShown !== undefined && anyWord.test(text.slice(lastShown.end))
  const to = isCut
    ? lastShown.end + (closingMarks.exec(text.slice(lastShown.end))?.[0].length ?? 0)
    : text.length
  const matched = new Set(shown.flatMap((word) => (word.term ? [word.term] : [])))
  const value = tagged(text, shown, options, from, to).trim()
  return {
    value: `${from > 0 ? options.ellipsis : ''}${value}${to < text.length ? options.ellipsis : ''}`,
    matchLevel: matchLevelOf(terms, matched),
  }
}
