'use client'

/**
 * The testimonials block's island. The server renders every quote in order; the browser fetches
 * embla and the controls only on pages with testimonials (`#islands/testimonial-carousel`).
 */
export { TestimonialCarousel as TestimonialCarouselIsland } from '#islands/testimonial-carousel'
