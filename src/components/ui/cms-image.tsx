import { getImageProps } from 'next/image'

import type { Media } from '@/payload-types'

/**
 * An uploaded image, resized and converted by Next's image optimizer, rendered on the server as a
 * plain <img> (no client script); nothing when the upload is missing or not an image.
 */
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
  const { props } = getImageProps({
    src: media.url,
    alt: media.alt ?? '',
    width: media.width,
    height: media.height,
    sizes,
    priority,
  })
  // eslint-disable-next-line @next/next/no-img-element -- the optimized <img> that getImageProps describes
  return <img {...props} alt={props.alt} className={className} />
}
