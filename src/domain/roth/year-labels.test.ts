import { expect, it } from 'vitest'

import { holderLabel, yearLabel } from './year-labels'

it('names year 0 "Now" and the others by number', () => {
  expect([0, 1, 10].map(yearLabel)).toEqual(['Now', 'Year 1', 'Year 10'])
})

it('names who holds the money in each phase', () => {
  expect(holderLabel('parent')).toBe('Parent')
  expect(holderLabel('heirs')).toBe('Children')
})

it('names the survivor’s years after a first death', () => {
  expect(holderLabel('survivor')).toBe('Survivor')
})
