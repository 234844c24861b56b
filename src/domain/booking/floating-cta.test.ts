import { describe, expect, it } from 'vitest'

import { isFloatingCtaShown, isScrolledPastThreshold } from './floating-cta'

const rules = {
  alwaysShownUnder: ['/quizzes'],
  hiddenOn: ['/contact', '/contact-us', '/make-a-payment'],
}

describe('isFloatingCtaShown', () => {
  it.each([
    ['/', 0, false],
    ['/', 300, false],
    ['/', 301, true],
    ['/services/bankruptcy', 1200, true],
    ['/quizzes/estate/readiness', 0, true],
    ['/quizzes', 0, true],
    ['/quizzes-archive', 0, false],
    ['/contact', 2000, false],
    ['/contact-us', 2000, false],
    ['/make-a-payment', 2000, false],
    ['/contact/thanks', 2000, false],
  ])('on %s scrolled %ipx: %s', (path, scrollY, expected) => {
    const isScrolledPast = isScrolledPastThreshold(scrollY)
    expect(isFloatingCtaShown({ path, isScrolledPast, rules, isDismissed: false })).toBe(expected)
  })

  it('stays hidden once dismissed, even where it is always shown', () => {
    expect(
      isFloatingCtaShown({ path: '/quizzes/x', isScrolledPast: true, rules, isDismissed: true }),
    ).toBe(false)
  })

  it('reads a prefix written with a trailing slash the same way', () => {
    const slashed = { alwaysShownUnder: ['/quizzes/'], hiddenOn: [] }
    expect(
      isFloatingCtaShown({
        path: '/quizzes/a',
        isScrolledPast: false,
        rules: slashed,
        isDismissed: false,
      }),
    ).toBe(true)
  })
})
