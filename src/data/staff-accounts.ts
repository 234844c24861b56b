import type { Payload, PayloadRequest, SelectType, Where } from 'payload'

// No `server-only`: the users collection's hooks use this module, and Payload's CLI loads them
// with the config.

/**
 * The `select`ed fields of the staff account that `where` finds, as the database stores them, or
 * null: read through the database adapter, so the fields no request may read (the second factor,
 * the password hash, the sessions) are there, for the server's own checks. Unparsed: each caller
 * checks the shape it needs.
 */
export async function storedStaffAccount(
  payload: Payload,
  where: Where,
  select: SelectType,
  req?: PayloadRequest,
): Promise<unknown> {
  return payload.db.findOne({ collection: 'users', where, select, req })
}
