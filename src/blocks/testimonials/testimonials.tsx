import { TestimonialCarouselIsland } from '@/components/testimonials/testimonial-carousel-island.client'
import { listTestimonials } from '@/data/testimonials'
import type { TestimonialsBlock } from '@/payload-types'

/** Published client quotes in a carousel, with the note that results vary. Hidden when there are none. */
export async function Testimonials({ block }: { block: TestimonialsBlock }) {
  const testimonials = await listTestimonials({
    serviceLine: block.serviceLine ?? null,
    limit: block.limit,
  })
  if (testimonials.length === 0) return null
  const headingId = `testimonials-${block.id}`
  return (
    <section className="bg-brand-50" aria-labelledby={headingId}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={headingId} className="text-3xl">
          {block.heading}
        </h2>
        <TestimonialCarouselIsland
          label={block.heading}
          slides={testimonials.map(({ id, quote, attribution }) => ({
            id: String(id),
            quote,
            attribution,
          }))}
        />
        <p className="text-ink-muted mt-6 max-w-3xl text-base">
          Each client’s matter is different. Past results do not guarantee a similar outcome in your
          matter. Quotes are shared with the client’s permission.
        </p>
      </div>
    </section>
  )
}
