import { expect, test } from 'vitest'

import { definedOrThrow } from './defined-or-throw'

test.each([0, '', null, false, 12])('%j is returned as it is', (value) =>
  expect(definedOrThrow(value, 'a value')).toBe(value),
)

test('undefined throws, naming the broken expectation', () =>
  expect(() => definedOrThrow(undefined, 'brackets have the parent')).toThrow(
    'Internal invariant failed: brackets have the parent.',
  ))
