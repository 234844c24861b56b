'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

const TestimonialCarousel = lazy(() =>
  import('./testimonial-carousel.client').then((module) => ({
    default: module.TestimonialCarousel,
  })),
)

/**
 * The carousel's code (embla) in a chunk of its own, fetched only by pages that render a
 * testimonials block: Turbopack gives every page of a route all the client code its server modules
 * import, so a block reaches its island through this small loader. The server renders the
 * carousel in full; the browser keeps that HTML until the chunk arrives, then hydrates it.
 */
export function TestimonialCarouselIsland(props: ComponentProps<typeof TestimonialCarousel>) {
  return (
    <Suspense>
      <TestimonialCarousel {...props} />
    </Suspense>
  )
}
