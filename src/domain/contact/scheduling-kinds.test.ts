import { describe, expect, it, test } from 'vitest'

import {
  schedulingKindFromType,
  schedulingKindLabels,
  schedulingKinds,
  schedulingKindType,
} from './scheduling-kinds'

test('there are the ten meeting kinds of the specification, each with its own plain label', () => {
  expect(schedulingKinds).toHaveLength(10)
  const labels = schedulingKinds.map((kind) => schedulingKindLabels[kind])
  expect(new Set(labels).size).toBe(10)
  expect(labels.every((label) => label.length > 0)).toBe(true)
})

describe('booking return links', () => {
  it.each([
    ['newClient', 'new-client'],
    ['estatePlanEducation', 'estate-plan-education'],
    ['petitionReviewInPerson', 'petition-review-in-person'],
    ['checkIn', 'check-in'],
  ] as const)('names %s as %s, and reads it back', (kind, type) => {
    expect(schedulingKindType(kind)).toBe(type)
    expect(schedulingKindFromType(type)).toBe(kind)
  })

  it.each(schedulingKinds)('reads the specification’s own name %s too', (kind) => {
    expect(schedulingKindFromType(kind)).toBe(kind)
  })

  it.each([[undefined], [''], ['NewClient'], ['new_client'], ['gun-trust'], [['new-client']]])(
    'finds no kind for %j',
    (type) => {
      expect(schedulingKindFromType(type)).toBeNull()
    },
  )
})
