import { validateSlug } from '../blog/slug'

/** At most this many parts: /quizzes/estate-planning/diy-check has two. */
const maxSegments = 3

/**
 * Why `value` cannot be a quiz's address under /quizzes/, or true when it can: one to three
 * parts joined by "/", each a blog-style slug (the earlier site read only the first part).
 */
export function validateQuizSlug(value: unknown): true | string {
  if (typeof value !== 'string' || value === '')
    return 'Enter the address, e.g. estate-planning/diy-check.'
  const segments = value.split('/')
  if (segments.length > maxSegments) return `Use at most ${maxSegments} parts separated by "/".`
  for (const segment of segments) {
    const problem = validateSlug(segment)
    if (problem !== true) return `“${segment}”: ${problem}`
  }
  return true
}
