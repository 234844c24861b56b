'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide'
import { useCallback, useEffect, useState, type ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'
import { useReducedMotion } from '@/components/ui/use-reduced-motion'

export type TestimonialSlide = { id: string; quote: string; attribution: string }

/** How long each quote stays before the next one, while nobody is reading or pointing at it. */
const advanceEveryMs = 10_000

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="border-brand-800 text-brand-900 hover:bg-brand-100 inline-flex size-12 items-center justify-center rounded-full border-2 bg-white"
    >
      {children}
    </button>
  )
}

/**
 * Client quotes one at a time. Advances every 10 s only while not hovered or focused and not
 * paused; never on its own under reduced motion. The position is announced when it changes.
 */
export function TestimonialCarousel({
  label,
  slides,
}: {
  label: string
  slides: TestimonialSlide[]
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true })
  const reducedMotion = useReducedMotion()
  const [selected, setSelected] = useState(0)
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const [isHovered, setIsHovered] = useState(false)
  const [hasFocus, setHasFocus] = useState(false)
  const isPaused = pausedByVisitor ?? reducedMotion
  const isRotating = slides.length > 1 && !isPaused && !isHovered && !hasFocus

  useEffect(() => {
    if (!embla) return
    const handleSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', handleSelect)
    return () => {
      embla.off('select', handleSelect)
    }
  }, [embla])

  useEffect(() => {
    if (!embla || !isRotating) return
    const timer = window.setInterval(() => embla.scrollNext(reducedMotion), advanceEveryMs)
    return () => window.clearInterval(timer)
  }, [embla, isRotating, reducedMotion])

  const showPrevious = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion])
  const showNext = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion])

  return (
    // A group, not a region: the block's section is already the landmark of this name.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className="mt-6"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false)
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index === selected ? undefined : true}
              inert={index !== selected}
              className="min-w-0 flex-[0_0_100%] px-1"
            >
              <figure className="rounded-lg bg-white p-6 shadow-sm sm:p-8">
                <Icon icon={Quote} className="text-brand-700 size-8" />
                <blockquote className="mt-3 text-xl">
                  <p>{slide.quote}</p>
                </blockquote>
                <figcaption className="text-brand-900 mt-4 font-semibold">
                  {slide.attribution}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ControlButton label="Previous testimonial" onClick={showPrevious}>
            <Icon icon={ChevronLeft} className="size-6" />
          </ControlButton>
          <ControlButton label="Next testimonial" onClick={showNext}>
            <Icon icon={ChevronRight} className="size-6" />
          </ControlButton>
          <ControlButton
            label={isPaused ? 'Play testimonials' : 'Pause testimonials'}
            onClick={() => setPausedByVisitor(!isPaused)}
          >
            {isPaused ? (
              <Icon icon={Play} className="size-6" />
            ) : (
              <Icon icon={Pause} className="size-6" />
            )}
          </ControlButton>
          <p className="text-ink-muted text-base" aria-live={isRotating ? 'off' : 'polite'}>
            Testimonial {selected + 1} of {slides.length}
          </p>
        </div>
      ) : null}
    </div>
  )
}
