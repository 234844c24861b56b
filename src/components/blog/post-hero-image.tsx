import { CmsImage } from '@/components/ui/cms-image'
import type { Media } from '@/payload-types'

/**
 * A post's picture at the top, below its heading band, as wide as the text column; its
 * description is the image's alt text, and a caption, when staff wrote one, is printed under it.
 */
export function PostHeroImage({ image }: { image: Media }) {
  return (
    <figure className="mx-auto max-w-6xl px-4 pt-10">
      <CmsImage
        media={image}
        sizes="(min-width: 1152px) 1120px, 100vw"
        className="h-auto max-h-[32rem] w-full rounded-lg object-cover"
        priority
      />
      {image.caption ? (
        <figcaption className="text-ink-muted mt-2 text-base">{image.caption}</figcaption>
      ) : null}
    </figure>
  )
}
