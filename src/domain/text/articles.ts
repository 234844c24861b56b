/**
 * English chooses "a" or "an" by the sound a word starts with, not its letter. This rule goes by
 * the first letter (a, e, i, o, u take "an") and corrects the common exceptions by their start:
 * a silent h ("an hour", "an honest"), and a vowel letter that sounds like "y" or "w" ("a unit",
 * "a user", "a one-time fee", "a European"), as a short list of starts: a rarer word outside it
 * comes out wrong ("an unilateral"). It does not read abbreviations letter by letter
 * ("an LLC" comes out "a LLC"), nor numbers ("a 8-hour"): a sentence built with it should open
 * with a word, which every name the site inserts today does.
 */
const anBeforeConsonantLetter = ['hour', 'honest', 'honor', 'honour', 'heir']
const aBeforeVowelLetter = [
  'unif',
  'union',
  'uniq',
  'unit',
  'univ',
  'use',
  'usu',
  'uti',
  'eu',
  'one',
]

/** "an" or "a", as English puts it before `phrase` (see the rule and its limits above). */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().toLowerCase()
  if (anBeforeConsonantLetter.some((start) => word.startsWith(start))) return 'an'
  if (aBeforeVowelLetter.some((start) => word.startsWith(start))) return 'a'
  return /^[aeiou]/.test(word) ? 'an' : 'a'
}

/** `phrase` after its indefinite article, e.g. "estate plan check-up" → "an estate plan check-up". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase.trim()}`
}
