import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import type { Media } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

/** What a post shows of its author: the public profile staff fill in, never the account. */
export type AuthorProfile = {
  name: string
  jobTitle: string | null
  bio: string | null
  photo: Media | null
}

async function queryAuthorProfile(userId: number): Promise<AuthorProfile | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: userId } },
    // Accounts are staff-only; only the public profile's fields leave this function.
    select: { publicName: true, jobTitle: true, bio: true, photo: true },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const user = docs[0]
  if (!user?.publicName) return null
  return {
    name: user.publicName,
    jobTitle: user.jobTitle ?? null,
    bio: user.bio ?? null,
    photo: typeof user.photo === 'object' && user.photo !== null ? user.photo : null,
  }
}

/** The public author profile of staff account `userId`, or null when it has no public name. */
export function findAuthorProfile(userId: number): Promise<AuthorProfile | null> {
  return cachedRead(
    () => queryAuthorProfile(userId),
    ['author', String(userId)],
    [cacheTags.collection('users'), cacheTags.collection('media')],
  )()
}
