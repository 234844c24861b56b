import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'

import { env } from '@/config/env'
import { s3Bucket } from '@/config/s3-bucket'
import { publicFileUrl } from '@/domain/blog/post-pdf-file'
import type { Media } from '@/payload-types'

import { localFileStore } from './file-store'
import { readS3Object, s3FileStore } from './s3-file-store'

/** The bucket's client, or null when files live on local disk. */
const s3Client = s3Bucket ? new S3Client(s3Bucket.client) : null

/** The store of the files the site makes: the S3 bucket, or local disk under FILES_DIR. */
export const siteFileStore =
  s3Client && s3Bucket ? s3FileStore(s3Client, s3Bucket.name) : localFileStore(env.FILES_DIR)

/**
 * The bytes of an uploaded file, from the bucket (under the folder the S3 adapter stored it in:
 * its `prefix`, then its `_objectKey` when it has one) or from MEDIA_DIR. A missing file is an
 * error: it may come back (a restored backup), so whoever needs it tries again later.
 */
export async function readUploadedFile(
  upload: Pick<Media, 'prefix' | '_objectKey'> & { filename: string },
): Promise<Buffer> {
  const name = path.basename(upload.filename)
  if (!s3Client || !s3Bucket) return readFile(path.resolve(env.MEDIA_DIR, name))
  const key = path.posix.join(upload.prefix ?? '', upload._objectKey ?? '', name)
  const object = await readS3Object(s3Client, s3Bucket.name, key)
  if (!object) throw new Error(`The uploaded file ${key} is missing from the bucket.`)
  return object.bytes
}

/** Where visitors download the file `key` (FILES_PUBLIC_URL, or the site's /files route). */
export function siteFileUrl(key: string): string {
  return publicFileUrl(key, {
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    publicBaseUrl: env.FILES_PUBLIC_URL,
  })
}
