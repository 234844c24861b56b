import { expect, test } from 'vitest'

import { schedulingKindLabels, schedulingKinds } from './scheduling-kinds'

test('there are the ten meeting kinds of the specification, each with its own plain label', () => {
  expect(schedulingKinds).toHaveLength(10)
  const labels = schedulingKinds.map((kind) => schedulingKindLabels[kind])
  expect(new Set(labels).size).toBe(10)
  expect(labels.every((label) => label.length > 0)).toBe(true)
})
