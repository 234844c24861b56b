import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { jobQueues } from '@/config/job-queues'
import { cacheTags } from '@/data/cache-tags'
import { changesPublishedVersion } from '@/domain/preview/published-change'
import { expireCacheTags, isServingSite } from '@/lib/cache/expire-tags'
import { afterCommit } from '@/lib/transactions/after-commit'

type RequestContext = { disableRevalidate?: boolean }

/**
 * Expires `tags` once the change made in `req` is committed (ADR 023), so that no reader renders
 * and caches the old content between the expiry and the commit: in the server, in process; from
 * another process (a script), through an `expireCacheTags` job queued in the change's own
 * transaction, which the server's jobs runner runs within a second of the commit.
 */
export async function expireTagsAfterCommit(tags: string[], req: PayloadRequest) {
  // Seeding (and tests of other things) ask for no expiry: no server caches what they write.
  if ((req.context as RequestContext).disableRevalidate) return
  if (isServingSite()) return afterCommit(req, () => expireCacheTags(tags))
  await req.payload.jobs.queue({
    task: 'expireCacheTags',
    input: { tags },
    queue: jobQueues.prompt,
    req,
  })
}

/**
 * afterChange + afterDelete hooks that expire the collection's tag and each document's own tags
 * when what visitors see changed: a draft save (preview) leaves the public cache as it is.
 */
export function revalidateCollection<T>(slug: string, tagsOf: (doc: T) => string[] = () => []) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const status: unknown = (doc as { _status?: unknown })._status
    if (!changesPublishedVersion({ draftRequested: req.query?.draft, status })) return doc
    // A new document has no earlier tags (Payload hands it an empty previousDoc).
    const previousTags = operation === 'update' ? tagsOf(previousDoc as T) : []
    await expireTagsAfterCommit(
      [cacheTags.collection(slug), ...previousTags, ...tagsOf(doc as T)],
      req,
    )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expireTagsAfterCommit([cacheTags.collection(slug), ...tagsOf(doc as T)], req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** afterChange hook that expires a global's tag. */
export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await expireTagsAfterCommit([cacheTags.global(slug)], req)
    return doc
  }
}
