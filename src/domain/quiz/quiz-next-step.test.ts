import { describe, expect, test } from 'vitest'

import { quizNextStepHref } from './quiz-next-step'

const channels = { schedulingLinks: { newClient: 'https://book.example.com/new-client' } }

describe('where a result’s next step goes', () => {
  test('a meeting kind goes to its booking link; a page to the page', () => {
    const meeting = { label: 'Book', schedulingKind: 'newClient' as const, url: null }
    expect(quizNextStepHref(meeting, channels)).toBe('https://book.example.com/new-client')
    expect(quizNextStepHref({ label: 'Read', schedulingKind: null, url: '/blog' }, channels)).toBe(
      '/blog',
    )
  })

  test('a kind without a booking link, or a step with neither, goes to the contact page', () => {
    const design = { label: 'Book', schedulingKind: 'estatePlanDesign' as const, url: '/blog' }
    expect(quizNextStepHref(design, channels)).toBe('/contact')
    expect(quizNextStepHref({ label: 'Go', schedulingKind: null, url: null }, channels)).toBe(
      '/contact',
    )
  })
})
