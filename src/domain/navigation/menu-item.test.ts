import { expect, test } from 'vitest'

import { isInSection } from './menu-item'

test.each([
  ['/services', '/services', true],
  ['/services/estate-planning/gun-trusts', '/services', true],
  ['/services-overview', '/services', false],
  ['/about', '/services', false],
  ['/services/bankruptcy', '/services/', true],
  ['/', '/', true],
  ['/about', '/', false],
])('%s is in the section %s: %s', (pathname, path, expected) => {
  expect(isInSection(pathname, path)).toBe(expected)
})
