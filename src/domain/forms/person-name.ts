import { z } from 'zod/mini'

import './zod-without-eval'

/**
 * What a name is made of: letters of any script with their combining marks (accents typed as a
 * separate mark, the vowel signs of Indic scripts), spaces (the ideographic one of Chinese and
 * Japanese input too), and . ' - as in "Dr. A. Smith" and "Mary-Jane O'Neil". Phones turn the
 * apostrophe into ’ as it is typed, so that counts as one. Everything else is refused: it is
 * what spam and header tricks are made of (`=?utf-8?…?=`, quotes, `<>`, `@`, commas, links).
 */
const nameCharacter = /^[\p{L}\p{M}\p{Zs}.'’-]$/u

/**
 * What a name must not hold and a message cannot show back: control characters and line breaks
 * (they smuggle e-mail headers), format characters and direction overrides (U+200B, U+202E: they
 * disguise what staff read), private-use characters, and those that show nothing though counted
 * as letters or marks (U+3164 HANGUL FILLER, U+034F).
 */
const hiddenCharacter = /[\p{Default_Ignorable_Code_Point}\p{C}\p{Zl}\p{Zp}]/u

const letter = /\p{L}/u

const allowedInWords = "Use only letters, spaces and . ' - in a name"

/**
 * Why `name` (already trimmed) is not a person's name, in words for the visitor, or null when it
 * is one or is empty (whether a name is required is each form's own rule).
 */
export function personNameProblem(name: string): string | null {
  const refused = [...new Set(name)].filter(
    (character) => !nameCharacter.test(character) || hiddenCharacter.test(character),
  )
  if (refused.some((character) => hiddenCharacter.test(character)))
    return `${allowedInWords}: remove the line breaks and hidden characters.`
  if (refused.length > 0)
    return `${allowedInWords}: remove ${refused.map((character) => `“${character}”`).join(', ')}.`
  if (name !== '' && !letter.test(name)) return 'Enter a name with letters in it.'
  return null
}

/** The zod check of a name field, giving `personNameProblem`'s words as its message. */
export const personNameCheck = z.superRefine<string>((name, context) => {
  const problem = personNameProblem(name)
  if (problem !== null) context.addIssue({ code: 'custom', message: problem, input: name })
})
