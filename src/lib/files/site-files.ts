import 'server-only'

import { env } from '@/config/env'
import { publicFileUrl } from '@/domain/blog/post-pdf-file'

import { localFileStore } from './file-store'

/** The store of the files the site makes: local disk under FILES_DIR. */
export const siteFileStore = localFileStore(env.FILES_DIR)

/** Where visitors download the file `key` (FILES_PUBLIC_URL, or the site's /files route). */
export function siteFileUrl(key: string): string {
  return publicFileUrl(key, {
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    publicBaseUrl: env.FILES_PUBLIC_URL,
  })
}
