/** What a response's validators are: its entity tag and when its content last changed. */
export type Validators = { etag: string; lastModified: Date | null }

/** The conditional headers of a GET, as the request carries them (absent: null). */
export type ConditionalHeaders = { ifNoneMatch: string | null; ifModifiedSince: string | null }

/** An entity tag without its weak prefix: `W/"x"` and `"x"` match weakly (RFC 9110 §8.8.3.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/**
 * Whether a GET with `headers` may be answered 304 Not Modified for a response with `validators`
 * (RFC 9110 §13.2.2): If-None-Match decides when present (`*` or any listed tag equal by weak
 * comparison); otherwise If-Modified-Since, when the content changed no later than that date
 * (to the second, HTTP dates' precision). A date that does not parse never matches.
 */
export function isNotModified(headers: ConditionalHeaders, validators: Validators): boolean {
  if (headers.ifNoneMatch !== null) {
    const tags = headers.ifNoneMatch.split(',').map(opaque)
    return tags.includes('*') || tags.includes(opaque(validators.etag))
  }
  if (headers.ifModifiedSince === null || validators.lastModified === null) return false
  const since = Date.parse(headers.ifModifiedSince)
  return (
    !Number.isNaN(since) && Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= since
  )
}
