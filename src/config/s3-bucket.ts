import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { env } from './env'

export type S3Bucket = { name: string; client: S3ClientConfig }

/**
 * The S3-compatible bucket that holds uploads and the files the site makes, or null when they
 * live on local disk (S3_BUCKET unset).
 */
export const s3Bucket: S3Bucket | null = env.S3_BUCKET
  ? {
      name: env.S3_BUCKET,
      client: {
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        // Checksums only where S3 requires them: with the SDK's default, streamed uploads were
        // stored corrupted by S3-compatible services that do not know its trailers (aws-sdk-js-v3#6810).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }
  : null
