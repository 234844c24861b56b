import type { Access } from 'payload'

/** Staff are the only accounts; any signed-in user is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)

/** Visitors see published documents only; staff see drafts too. */
export const isPublishedOrStaff: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** Anyone may read (public files and settings shown on every page). */
export const isAnyone: Access = () => true
