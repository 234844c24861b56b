import { boundedLevenshtein } from '@orama/orama/internals'

import type { IsWithinTypos } from '@/domain/search/highlight'

/**
 * Whether `word` is at most `tolerance` typos from `term`, counted as Orama counts them when it
 * searches, so a highlight marks the words the index matched. Orama's measure assumes the lengths
 * differ by no more than `tolerance`; words further apart are not within it.
 */
export const isWithinTypos: IsWithinTypos = (term, word, tolerance) =>
  Math.abs(word.length - term.length) <= tolerance &&
  boundedLevenshtein(term, word, tolerance).isBounded
