import 'server-only'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import { checkedFileKey } from '@/domain/blog/post-pdf-file'

import type { FileStore } from './file-store'

function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

/** The object `key` of `bucket` with when it was last written, or null when there is none. */
export async function readS3Object(client: S3Client, bucket: string, key: string) {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? [])
    return { bytes, modifiedAt: object.LastModified ?? new Date() }
  } catch (error) {
    if (isMissingObject(error)) return null
    throw error
  }
}

/**
 * A file store in an S3-compatible bucket: each key is an object. A put replaces the object
 * whole (S3 never shows half an object), so readers see the old file or the new one.
 */
export function s3FileStore(client: S3Client, bucket: string): FileStore {
  return {
    // Keys are PDFs (isFileKey), served from the bucket's download domain as they are stored.
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedFileKey(key),
          Body: bytes,
          ContentType: 'application/pdf',
        }),
      )
    },
    async read(key) {
      return readS3Object(client, bucket, checkedFileKey(key))
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedFileKey(key) }))
    },
  }
}
