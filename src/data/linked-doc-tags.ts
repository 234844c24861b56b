import 'server-only'

import { linkableCollections } from '@/domain/content/linked-doc-path'

import { cacheTags } from './cache-tags'

/**
 * Cache tags of every collection rich text may link to: a read that holds rich text carries them,
 * so publishing, unpublishing or deleting a linked document re-renders the links to it.
 */
export const linkedDocTags = linkableCollections.map((slug) => cacheTags.collection(slug))
