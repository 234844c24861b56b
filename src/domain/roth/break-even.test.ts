import { expect, test } from 'vitest'

import { breakEvenYears } from './break-even'

test('a conversion that pays off whenever the parent dies breaks even at 0 years', () => {
  expect(breakEvenYears(() => 1)).toBe(0)
})

test('the break-even year is where the net benefit turns positive for good', () => {
  expect(breakEvenYears((years) => years - 7.5)).toBe(8)
})

test('a curve that dips counts only its last crossing', () => {
  const dipping = (years: number) => (years < 3 || years >= 46 ? 100 : -100)
  expect(breakEvenYears(dipping)).toBe(46)
})

test('no break-even within 50 years, or an exact tie at 50, is null', () => {
  expect(breakEvenYears((years) => years - 60)).toBeNull()
  expect(breakEvenYears(() => 0)).toBeNull()
})
