import { lazyIsland } from '@/components/ui/lazy-island'

/** The browser's carousel (`#islands/testimonial-carousel`): embla and the controls in a chunk of their own. */
export const TestimonialCarousel = lazyIsland(() =>
  import('./testimonial-carousel.client').then((module) => module.TestimonialCarousel),
)
