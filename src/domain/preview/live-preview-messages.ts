/**
 * The messages of Payload's server-side live preview, as `@payloadcms/live-preview` defines them
 * (its `ready` and `isDocumentEvent`); that package is published up to 3.90.1 and Payload refuses
 * to start beside a different version of its own packages, so the two rules are kept here.
 */

/** What a previewed page posts to the admin that frames it: it is ready for document events. */
export const livePreviewReadyMessage = { type: 'payload-live-preview', ready: true } as const

/** Whether `event` is the admin (on `adminOrigin`) saying that the document was saved. */
export function isDocumentSavedMessage(
  event: { origin: string; data: unknown },
  adminOrigin: string,
): boolean {
  return (
    event.origin === adminOrigin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === 'payload-document-event'
  )
}
