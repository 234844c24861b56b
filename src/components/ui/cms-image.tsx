import Image from 'next/image'

import type { Media } from '@/payload-types'

/** An uploaded image through next/image, or nothing when the upload is missing or not an image. */
export function CmsImage({
  media,
  sizes,
  className,
  priority = false,
}: {
  media: number | Media | null | undefined
  sizes: string
  className?: string
  priority?: boolean
}) {
  if (typeof media !== 'object' || !media?.url || !media.width || !media.height) return null
  return (
    <Image
      src={media.url}
      alt={media.alt ?? ''}
      width={media.width}
      height={media.height}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  )
}
