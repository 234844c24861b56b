import type { Access, PayloadRequest } from 'payload'

/** Staff are the only accounts; any signed-in user is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)

/** Whether the site's own server code asks (the Local API), rather than a client over HTTP. */
const isInProcess = (req: PayloadRequest) => req.payloadAPI === 'local'

/**
 * Staff see everything; the site's own pages read published documents in process. Anonymous
 * REST and GraphQL reads are refused: the public site never needs them, and a query language
 * open to strangers is one more thing to probe.
 */
export const isPublishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  return isInProcess(req) ? { _status: { equals: 'published' } } : false
}

/** Read by staff and, in process, by the site's own pages (e.g. redirects); not over HTTP. */
export const isStaffOrInProcess: Access = ({ req }) => Boolean(req.user) || isInProcess(req)

/**
 * Uploaded files: anyone may fetch a file that belongs to a media document (the pages' images
 * and PDFs), and nothing else in the folder; listing or querying media over HTTP is for staff.
 */
export const isStaffOrKnownFile: Access = ({ req, isReadingStaticFile }) => {
  if (req.user || isInProcess(req)) return true
  return isReadingStaticFile ? { filename: { exists: true } } : false
}

/** Anyone may read (site-wide settings shown on every page). */
export const isAnyone: Access = () => true
