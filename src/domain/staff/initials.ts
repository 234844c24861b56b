/**
 * Up to two initials of a staff member's name, upper case, for the admin's avatar: the first
 * letters of the first and last words ("Maya R. Ortiz" → "MO"), one for a one-word name, and "?"
 * when the name has no letter.
 */
export function initialsOf(name: string): string {
  const firstLetters = (name.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []).map((word) =>
    word.charAt(0).toLocaleUpperCase('en-US'),
  )
  if (firstLetters.length === 0) return '?'
  return firstLetters.length === 1
    ? firstLetters.join('')
    : `${firstLetters[0]}${firstLetters.at(-1)}`
}
