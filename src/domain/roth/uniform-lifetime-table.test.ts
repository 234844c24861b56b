import { expect, test } from 'vitest'

import { uniformLifetimeDistributionPeriod } from './uniform-lifetime-table'

test.each([
  [72, 27.4],
  [73, 26.5],
  [75, 24.6],
  [79, 21.1],
  [81, 19.4],
  [100, 6.4],
  [119, 2.3],
  [120, 2.0],
  [130, 2.0],
])('at %i the distribution period is %f years', (age, years) => {
  expect(uniformLifetimeDistributionPeriod(age)).toBe(years)
})

test('the table starts at 72', () => {
  expect(() => uniformLifetimeDistributionPeriod(71)).toThrow(RangeError)
})
