import type { CollectionAfterOperationHook } from 'payload'

/**
 * A new message a staff member opens (one document read with their own access, as the admin's
 * edit screen does) is Read from then on: the list shows what nobody has looked at yet. Reads by
 * the server itself (e-mail jobs, personal-data exports) override access and leave it New.
 */
export const markReadWhenStaffOpen: CollectionAfterOperationHook<'inquiries'> = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation !== 'findByID' || !req.user || args.overrideAccess !== false) return result
  if (result?.status !== 'new') return result
  await req.payload.db.updateOne({
    collection: 'inquiries',
    id: result.id,
    data: { status: 'read' },
    req,
    returning: false,
  })
  return { ...result, status: 'read' }
}
