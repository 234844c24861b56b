/** A key of the file store: lower-case folders and a file name, no `..`, no leading slash. */
const fileKeyPattern = /^[a-z0-9-]+(?:\/[a-z0-9-]+)+\.pdf$/

/** The file store key of the PDF of the post at /blog/{slug}: `{prefix}/{slug}.pdf`. */
export function postPdfKey(prefix: string, slug: string): string {
  return checkedFileKey(`${prefix}/${slug}.pdf`)
}

/** `key` when it is a file key (`isFileKey`); otherwise an error naming it. */
export function checkedFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${key}`)
  return key
}

/** Whether `key` names a file the store may hold and the site may serve (a PDF in a folder). */
export function isFileKey(key: string): boolean {
  return fileKeyPattern.test(key)
}

/**
 * The address a visitor downloads the file `key` from: under `publicBaseUrl` (a bucket's
 * download domain) when set, else under the site's own /files route.
 */
export function publicFileUrl(
  key: string,
  { siteUrl, publicBaseUrl }: { siteUrl: string; publicBaseUrl?: string },
): string {
  const base = publicBaseUrl ?? new URL('/files', siteUrl).href
  return `${base.replace(/\/+$/, '')}/${key}`
}
