import { expect, test } from 'vitest'

import { singleLifeExpectancy } from './single-life-table'

test.each([
  [0, 84.6],
  [30, 55.3],
  [46, 40.0],
  [51, 35.3],
  [76, 14.1],
  [119, 1.1],
  [120, 1.0],
  [150, 1.0],
])('at age %i the life expectancy is %f years (the 2022 table, not the old one)', (age, years) => {
  expect(singleLifeExpectancy(age)).toBe(years)
})
