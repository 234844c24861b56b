/** The longest page address a preview link may carry (a page path plus room for an alias). */
const maxPreviewPathLength = 300

/** A site path: "/" then letters, digits, hyphens and single slashes (page paths and aliases). */
const sitePath = /^\/(?:[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*)?$/

/**
 * The page address a preview or exit-preview link may send the browser to, or null: only a path
 * of this site, never another host ("//evil.example", "https://…", "/\\evil"), so the links
 * cannot be used to bounce a visitor elsewhere.
 */
export function previewTargetPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > maxPreviewPathLength) return null
  return sitePath.test(value) ? value : null
}

/**
 * The admin's preview link for the page at `path`: it turns on draft view, then opens the page.
 * Relative, so it opens on the host name the admin is open on (www or not, or the server's own
 * address), where the staff member's sign-in cookie is; the admin resolves it against its page.
 */
export function previewLink(path: string): string {
  return `/next/preview?path=${encodeURIComponent(path)}`
}

/** The banner's link that turns draft view off and stays on the page at `path`. */
export function exitPreviewLink(path: string): string {
  return `/next/exit-preview?path=${encodeURIComponent(path)}`
}
