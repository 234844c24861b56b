import { isSitePath } from '@/domain/navigation/link-href'
import {
  parseRedirectSource,
  redirectLoopProblem,
  redirectTargetProblem,
} from '@/domain/redirects/redirect-address'

type ValidateOptions = { required?: boolean }

function emptyResult(required: boolean | undefined): true | string {
  return required ? 'This field is required.' : true
}

/** Validates a site path typed in the admin, with a message the attorney can act on. */
export function validateSitePath(
  value: unknown,
  { required }: ValidateOptions = {},
): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  return isSitePath(value) ? true : 'Enter a path on this site that starts with "/", e.g. /contact.'
}

/** Validates an https address typed in the admin. */
export function validateHttpsUrl(
  value: unknown,
  { required }: ValidateOptions = {},
): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  try {
    return new URL(value).protocol === 'https:'
      ? true
      : 'Enter an address that starts with https://.'
  } catch {
    return 'Enter a full web address, e.g. https://book.example.com/new-client.'
  }
}

/**
 * Validates a redirect's old address (From) as staff type it: a path a visitor's browser could
 * ask for, with a message that names From and says why when none could (src/domain/redirects).
 */
export function validateRedirectSource(
  value: unknown,
  { required }: ValidateOptions = {},
): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  const parsed = parseRedirectSource(value)
  return parsed.ok ? true : parsed.message
}

/**
 * Validates where a redirect leads: a path on this site or an https address, with one message
 * that names both, as the field's help does; and, given the redirect's From, not back to it.
 */
export function validateRedirectTarget(
  value: unknown,
  { required, siblingData }: ValidateOptions & { siblingData?: unknown } = {},
): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  const problem = redirectTargetProblem(value)
  if (problem) return problem
  const typedFrom: unknown = (siblingData as { from?: unknown } | undefined)?.from
  const from = typeof typedFrom === 'string' ? parseRedirectSource(typedFrom) : null
  return (from?.ok && redirectLoopProblem(from.path, value)) || true
}

/** Validates the site's own address: https, or http for a local or test server. */
export function validateSiteUrl(value: unknown, { required }: ValidateOptions = {}): true | string {
  if (typeof value !== 'string' || value === '') return emptyResult(required)
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol)
      ? true
      : 'Enter an address that starts with https://.'
  } catch {
    return 'Enter a full web address, e.g. https://book.example.com/new-client.'
  }
}
