import type { Payload, PayloadRequest } from 'payload'

// Frozen: the normal form of a redirect's From as issue 40 (item 2) introduced it, copied from
// src/domain/redirects/redirect-address.ts of that day. A migration must do the same thing
// forever, so this file is never edited: a later change of the form is a new migration.

/** The normal form of a stored From, or null when it could never be asked for as it is. */
function normalFormV1(stored: string): string | null {
  const value = stored.trim()
  if (!value.startsWith('/') || value.startsWith('//') || /[?#]/.test(value)) return null
  if (/%(2f|5c|25|3f|23)/i.test(value) || /%(?![0-9a-f]{2})/i.test(value)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  const path = decoded.normalize('NFC').replace(/\/{2,}/g, '/')
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path
  return normal === '/' ? null : normal
}

/**
 * Rewrites every stored From in its normal form (no slash at the end, decoded, NFC), so that the
 * redirects saved before it (`/old-contact/`, `/planificaci%C3%B3n`) fire. A From that could
 * never be asked for (`/page?id=3`), or whose normal form another redirect has, is left as it
 * was and logged: staff see why when they next open it.
 */
export async function normaliseRedirectSourcesV1(payload: Payload, req: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'redirects',
    select: { from: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const taken = new Set(docs.map((doc) => doc.from))
  for (const doc of docs) {
    const normal = normalFormV1(doc.from)
    if (normal === doc.from) continue
    if (normal === null || taken.has(normal)) {
      payload.logger.warn({ msg: 'Redirect left as it was: its From cannot be normalised', id: doc.id })
      continue
    }
    await payload.db.updateOne({ collection: 'redirects', id: doc.id, data: { from: normal }, req })
    taken.delete(doc.from)
    taken.add(normal)
  }
}
