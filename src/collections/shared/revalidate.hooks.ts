import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { cacheTags } from '@/data/cache-tags'

type RequestContext = { disableRevalidate?: boolean }

/** Expire at once: the attorney's next page view after publishing shows the change. */
const expireNow = { expire: 0 }

function expire(tags: string[], context: RequestContext) {
  // Seeding and tests run outside a Next.js request, where there is no cache to invalidate.
  if (context.disableRevalidate) return
  for (const tag of tags) revalidateTag(tag, expireNow)
}

/** afterChange + afterDelete hooks that expire the collection's tag and each document's own tags. */
export function revalidateCollection<T>(slug: string, tagsOf: (doc: T) => string[] = () => []) {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    const previousTags = previousDoc ? tagsOf(previousDoc as T) : []
    expire([cacheTags.collection(slug), ...previousTags, ...tagsOf(doc as T)], req.context)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expire([cacheTags.collection(slug), ...tagsOf(doc as T)], req.context)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** afterChange hook that expires a global's tag. */
export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expire([cacheTags.global(slug)], req.context)
    return doc
  }
}
