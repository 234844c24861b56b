import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Window } from 'happy-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { TestimonialCarousel, type TestimonialSlide } from './testimonial-carousel.client'

const slides: TestimonialSlide[] = [
  { id: 'a', quote: 'Clear advice, fairly priced.', attribution: 'A client in Denver' },
  { id: 'b', quote: 'Our trust was done in a week.', attribution: 'A client in Boulder' },
  { id: 'c', quote: 'Calm help when we needed it.', attribution: 'A client in Golden' },
]

// happy-dom lays nothing out, and embla measures its slides: each is given the width of the
// carousel, side by side, as a browser lays them out. A browser also computes every margin (happy-dom
// leaves an unset one empty, which embla reads as no slide at all).
const slideWidth = 600
beforeAll(() => {
  const margins = document.createElement('style')
  margins.textContent = '* { margin: 0 }'
  document.head.append(margins)
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(slideWidth)
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return [...(this.parentElement?.children ?? [])].indexOf(this) * slideWidth
  })
})

const { settings } = (window as unknown as Window).happyDOM

function renderCarousel(shown = slides) {
  render(<TestimonialCarousel label="What clients say" slides={shown} />)
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

/** The quote a visitor sees: the one slide not hidden from them. */
const shownQuote = () =>
  screen
    .getAllByRole('group', { name: /^\d of \d$/ })
    .find((slide) => !slide.hasAttribute('aria-hidden'))?.textContent
const position = () => screen.getByText(/^Testimonial \d of \d$/)
const tenSeconds = () => act(() => vi.advanceTimersByTime(10_000))

describe('TestimonialCarousel', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }))
  afterEach(() => {
    vi.useRealTimers()
    settings.device.prefersReducedMotion = 'no-preference'
  })

  it('shows one quote at a time and says which', () => {
    renderCarousel()
    const carousel = screen.getByRole('group', { name: 'What clients say' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    expect(screen.queryByRole('region')).toBeNull()
    expect(shownQuote()).toContain('Clear advice, fairly priced.')
    expect(shownQuote()).toContain('A client in Denver')
    expect(position().textContent).toBe('Testimonial 1 of 3')
  })

  it('moves on with Next and back with Previous, round past either end', async () => {
    const user = renderCarousel()
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(position().textContent).toBe('Testimonial 2 of 3')
    expect(shownQuote()).toContain('Our trust was done in a week.')

    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(position().textContent).toBe('Testimonial 3 of 3')
    expect(shownQuote()).toContain('Calm help when we needed it.')
  })

  it('moves on every 10 seconds, but not while the pointer rests on it', async () => {
    const user = renderCarousel()
    tenSeconds()
    expect(position().textContent).toBe('Testimonial 2 of 3')

    await user.hover(screen.getByRole('group', { name: 'What clients say' }))
    tenSeconds()
    expect(position().textContent).toBe('Testimonial 2 of 3')
  })

  it('stays on its quote once paused, and says so', async () => {
    const user = renderCarousel()
    await user.click(screen.getByRole('button', { name: 'Pause testimonials' }))
    await user.unhover(screen.getByRole('group', { name: 'What clients say' }))
    await user.tab()
    tenSeconds()

    expect(screen.getByRole('button', { name: 'Play testimonials' }))
    expect(position().textContent).toBe('Testimonial 1 of 3')
    expect(position().getAttribute('aria-live')).toBe('polite')
  })

  it('never moves on by itself for a visitor who asks for less motion', () => {
    settings.device.prefersReducedMotion = 'reduce'
    renderCarousel()
    tenSeconds()
    tenSeconds()

    expect(screen.getByRole('button', { name: 'Play testimonials' }))
    expect(position().textContent).toBe('Testimonial 1 of 3')
  })

  it('has no controls for a single quote', () => {
    renderCarousel(slides.slice(0, 1))
    expect(shownQuote()).toContain('Clear advice, fairly priced.')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
