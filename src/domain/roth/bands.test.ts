import { expect, test } from 'vitest'

import { performanceBand } from './bands'

test.each([
  [25, 'Excellent Performance', 'success'],
  [10, 'Excellent Performance', 'success'],
  [9.99, 'Good Performance', 'info'],
  [5, 'Good Performance', 'info'],
  [4.99, 'Marginal Performance', 'warning'],
  [2, 'Marginal Performance', 'warning'],
  [1.99, 'Marginal Performance', 'warning'],
  [0.01, 'Marginal Performance', 'warning'],
  [0, 'Negative Performance', 'danger'],
  [-0.01, 'Negative Performance', 'danger'],
  [-12.5, 'Negative Performance', 'danger'],
])('a performance of %s percent is "%s" (%s)', (percent, label, color) =>
  expect(performanceBand(percent)).toEqual({ label, color }),
)
