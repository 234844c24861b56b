/**
 * Whether a save changed what visitors see. Saving a draft of a document with drafts leaves the
 * published document as it was (Payload writes only a new version), so the public cache stays;
 * publishing, unpublishing (a save of status "draft" that is not a draft save) and every save of
 * a document without drafts change it.
 */
export function changesPublishedVersion({
  draftRequested,
  status,
}: {
  /** The `draft` flag of the save: `?draft=true` over REST (the admin's "Save draft"). */
  draftRequested: unknown
  /** The saved document's `_status`; undefined for a collection without drafts. */
  status: unknown
}): boolean {
  const isDraftSave = (draftRequested === true || draftRequested === 'true') && status === 'draft'
  return !isDraftSave
}
