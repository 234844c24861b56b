/**
 * The last part of a blog address (/blog/{post}, /blog/categories/{category}, /blog/tags/{tag}):
 * lowercase letters, digits and single hyphens, so one spelling is the address.
 */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The longest slug accepted: addresses stay readable and fit the database's indexes. */
export const maxSlugLength = 80

/** Words the blog's own pages use right after /blog/, which no post may take. */
export const reservedPostSlugs = ['page', 'categories', 'tags', 'search'] as const

/**
 * A slug made from a title: accents dropped ("Résumé" → "resume"), everything other than letters
 * and digits turned into single hyphens, cut at a hyphen to `maxSlugLength`.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (words.length <= maxSlugLength) return words
  const cut = words.slice(0, maxSlugLength + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, maxSlugLength)
}

/** Why `value` cannot be a slug, in words for the admin, or true when it can. */
export function validateSlug(
  value: unknown,
  { reserved = [] }: { reserved?: readonly string[] } = {},
): true | string {
  if (typeof value !== 'string' || value === '') return 'Enter the address, e.g. planning-for-2026.'
  if (value.length > maxSlugLength)
    return `Keep the address to ${maxSlugLength} characters or fewer.`
  if (!slugPattern.test(value)) {
    return 'Use lowercase letters, digits and single hyphens, e.g. planning-for-2026.'
  }
  if (reserved.includes(value))
    return `"${value}" is used by the blog itself; choose another address.`
  return true
}
