import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { cacheTags } from '@/data/cache-tags'
import { changesPublishedVersion } from '@/domain/preview/published-change'
import { expireTagsInRequest, expireTagsOutsideRequest } from '@/lib/cache/expire-tags'

type RequestContext = { disableRevalidate?: boolean }

function expire(tags: string[], req: PayloadRequest) {
  // Seeding and tests run outside a Next.js request, where there is no cache to invalidate.
  if ((req.context as RequestContext).disableRevalidate) return
  // A change through the Local API comes from a job (scheduled publishing) or a script, outside
  // any request; staff's changes arrive through REST or GraphQL, inside one.
  if (req.payloadAPI === 'local') void expireTagsOutsideRequest(tags)
  else expireTagsInRequest(tags)
}

/**
 * afterChange + afterDelete hooks that expire the collection's tag and each document's own tags
 * when what visitors see changed: a draft save (preview) leaves the public cache as it is.
 */
export function revalidateCollection<T>(slug: string, tagsOf: (doc: T) => string[] = () => []) {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
    const status: unknown = (doc as { _status?: unknown })._status
    if (!changesPublishedVersion({ draftRequested: req.query?.draft, status })) return doc
    // A new document has no earlier tags (Payload hands it an empty previousDoc).
    const previousTags = operation === 'update' ? tagsOf(previousDoc as T) : []
    expire([cacheTags.collection(slug), ...previousTags, ...tagsOf(doc as T)], req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expire([cacheTags.collection(slug), ...tagsOf(doc as T)], req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** afterChange hook that expires a global's tag. */
export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expire([cacheTags.global(slug)], req)
    return doc
  }
}
