import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { S3Bucket } from '@/config/s3-bucket'

import { readS3Object, s3FileStore } from './s3-file-store'

let root: string
let server: S3rver
let bucket: S3Bucket

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 's3-file-store-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: root,
    configureBuckets: [{ name: 'site-files', configs: [] }],
  })
  const { port } = await server.run()
  bucket = {
    name: 'site-files',
    client: {
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
})

afterAll(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

describe('the S3 file store', () => {
  test('keeps a file under its key, replaces it whole and gives it back', async () => {
    const store = s3FileStore(new S3Client(bucket.client), bucket.name)
    const first = new Uint8Array(200_000).fill(1)
    await store.put('blog-pdfs/a.pdf', first)
    await store.put('blog-pdfs/a.pdf', new TextEncoder().encode('second'))
    const file = await store.read('blog-pdfs/a.pdf')
    expect(file?.bytes.toString()).toBe('second')
    expect(file?.modifiedAt).toBeInstanceOf(Date)
  })

  test('a missing file reads as null, and removing it again is harmless', async () => {
    const client = new S3Client(bucket.client)
    const store = s3FileStore(client, bucket.name)
    await store.put('blog-pdfs/b.pdf', new Uint8Array([1]))
    await store.remove('blog-pdfs/b.pdf')
    await store.remove('blog-pdfs/b.pdf')
    expect(await store.read('blog-pdfs/b.pdf')).toBeNull()
    expect(await readS3Object(client, bucket.name, 'media/none.png')).toBeNull()
  })

  test('a key that is not a PDF in a folder is refused before S3 is asked', async () => {
    const store = s3FileStore(new S3Client(bucket.client), bucket.name)
    await expect(store.put('../escape.pdf', new Uint8Array([1]))).rejects.toThrow(/Not a file key/)
    await expect(store.read('blog-pdfs/a.exe')).rejects.toThrow(/Not a file key/)
  })

  test('a bucket that cannot be reached is an error, not a missing file', async () => {
    const store = s3FileStore(
      new S3Client({ ...bucket.client, endpoint: 'http://127.0.0.1:9', maxAttempts: 1 }),
      bucket.name,
    )
    await expect(store.read('blog-pdfs/a.pdf')).rejects.toThrow()
  })
})
