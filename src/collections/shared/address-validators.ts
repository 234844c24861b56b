import { isSitePath } from '@/domain/navigation/link-href'

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
