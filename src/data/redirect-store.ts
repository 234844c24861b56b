import type { Payload, PayloadRequest } from 'payload'

// No `server-only`: the redirects collection's validation and import endpoint use this module,
// and Payload's CLI loads them with the config.
import type { RedirectRow, RefusedLine } from '@/domain/redirects/redirect-list'

/** A stored redirect, as the import and the form's checks compare it. */
export type StoredRedirect = { id: number; from: string; to: string; isPermanent: boolean }

/** The stored redirects among the old addresses `froms` (normal form), by their From. */
async function storedRedirects(
  payload: Payload,
  froms: readonly string[],
  req?: Partial<PayloadRequest>,
): Promise<Map<string, StoredRedirect>> {
  if (froms.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { in: [...froms] } },
    select: { from: true, to: true, isPermanent: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((doc) => [
      doc.from,
      { id: doc.id, from: doc.from, to: doc.to, isPermanent: doc.isPermanent ?? true },
    ]),
  )
}

/** The redirect stored for the old address `from` (normal form), or null. */
export async function findStoredRedirect(
  payload: Payload,
  from: string,
  req?: Partial<PayloadRequest>,
): Promise<StoredRedirect | null> {
  return (await storedRedirects(payload, [from], req)).get(from) ?? null
}

/** The words for an old address that already has a redirect elsewhere. */
export const alreadyRedirected = (redirect: Pick<StoredRedirect, 'from' | 'to'>) =>
  `From ${redirect.from} already has a redirect, to ${redirect.to}: change that one instead.`

/** What an import did: how many redirects it stored, and how many were stored already. */
export type ImportOutcome =
  | { status: 'saved'; created: number; unchanged: number }
  | { status: 'refused'; refused: RefusedLine[]; accepted: number }

/**
 * Stores the redirects read from a list (`rows`, each already judged by the form's rules), all
 * or none: a line whose old address already has another redirect is refused, and then nothing
 * is stored; a line the site already has exactly (same To and permanence) is left as it is, so a
 * list can be imported again after a fix. Each redirect is created as the form would create it
 * (its validation and hooks run), in the request's transaction on PostgreSQL; on SQLite, which
 * has none (ADR 013), the ones made are deleted again if a later one fails.
 */
export async function storeRedirectRows(
  payload: Payload,
  rows: readonly RedirectRow[],
  req: PayloadRequest,
): Promise<ImportOutcome> {
  const stored = await storedRedirects(
    payload,
    rows.map((row) => row.from),
    req,
  )
  const refused: RefusedLine[] = []
  const toCreate: RedirectRow[] = []
  for (const row of rows) {
    const existing = stored.get(row.from)
    if (!existing) toCreate.push(row)
    else if (existing.to !== row.to || existing.isPermanent !== row.isPermanent) {
      refused.push({ line: row.line, text: row.text, reason: alreadyRedirected(existing) })
    }
  }
  if (refused.length > 0) {
    return { status: 'refused', refused, accepted: rows.length - refused.length }
  }
  const createdIds: number[] = []
  try {
    for (const row of toCreate) {
      const doc = await payload.create({
        collection: 'redirects',
        data: { from: row.from, to: row.to, isPermanent: row.isPermanent },
        depth: 0,
        overrideAccess: false,
        req,
      })
      createdIds.push(doc.id)
    }
  } catch (error) {
    // Payload's SQLite adapter names no transaction (its promise gives null): undo by hand.
    const transactionId = await req.transactionID
    const hasTransaction = typeof transactionId === 'number' || typeof transactionId === 'string'
    if (createdIds.length > 0 && !hasTransaction) {
      await payload.delete({
        collection: 'redirects',
        where: { id: { in: createdIds } },
        overrideAccess: true,
        req,
      })
    }
    throw error
  }
  return { status: 'saved', created: toCreate.length, unchanged: rows.length - toCreate.length }
}
