import { expect, test } from 'vitest'

import { applicableAgeOf, diesAfterRequiredBeginningDate } from './required-beginning-date'

test.each([
  // Born 1960 (66 in 2026): applicable age 75, so the RBD passes in the year of turning 76.
  [66, 9, false],
  [66, 10, true],
  // Born 1959 (67 in 2026): applicable age 73, the RBD passes in the year of turning 74.
  [67, 6, false],
  [67, 7, true],
  // Already past 74 in 2026: after the RBD even if the death is now.
  [90, 0, true],
  [50, 25, false],
  [50, 26, true],
])('an owner aged %i who dies in %i years dies after the RBD: %s', (age, years, isAfter) => {
  expect(diesAfterRequiredBeginningDate(age, years)).toBe(isAfter)
})

test.each([
  [50, 75],
  [66, 75],
  [67, 73],
  [90, 73],
])('an owner aged %i in 2026 has applicable age %i', (age, applicableAge) => {
  expect(applicableAgeOf(age)).toBe(applicableAge)
})
