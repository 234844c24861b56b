import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '@/config/env'

import { isStaff, isStaffOrKnownFile } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'

/** Raster images and PDF only: SVG can carry script, and nothing else is needed. */
const acceptedMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf']

/** Images and PDF documents the attorney uploads; every image needs alt text. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Website' },
  access: { read: isStaffOrKnownFile, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollection('media'),
  upload: { staticDir: path.resolve(env.MEDIA_DIR), mimeTypes: acceptedMimeTypes },
  fields: [
    {
      name: 'alt',
      type: 'text',
      maxLength: 250,
      admin: {
        description: 'What the image shows, for people who cannot see it. Required for images.',
      },
      validate: (value: unknown, { data }: { data: Partial<{ mimeType: string | null }> }) => {
        const isImage = data?.mimeType?.startsWith('image/') ?? false
        if (isImage && (typeof value !== 'string' || value.trim() === '')) {
          return 'Describe the image for people who cannot see it.'
        }
        return true
      },
    },
    {
      name: 'caption',
      type: 'text',
      maxLength: 250,
      admin: {
        description:
          'Optional. Printed under the image wherever it appears, for everyone to read (unlike the description above, which only screen readers speak).',
      },
    },
  ],
}
