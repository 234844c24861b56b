import { expect, test } from 'vitest'

import { likelyRedirectTargets, type RedirectCandidate } from './likely-redirect-targets'

const pages: RedirectCandidate[] = [
  { path: '/', title: 'Home' },
  { path: '/policies/fees', title: 'Fees and Charges' },
  { path: '/services/estate-planning/gun-trusts', title: 'Gun Trusts' },
  { path: '/services/estate-planning', title: 'Estate Planning' },
  { path: '/contact', title: 'Contact Us' },
  { path: '/blog/what-a-will-does', title: 'What a Will Does' },
]

const pathsFor = (from: string, limit?: number) =>
  likelyRedirectTargets(from, pages, limit).map((page) => page.path)

test('an old address finds the page with its words, in the address or the title', () => {
  expect(pathsFor('/our-fees')).toEqual(['/policies/fees'])
  expect(pathsFor('/charges.html')).toEqual(['/policies/fees'])
  expect(pathsFor('/contact-us/')).toEqual(['/contact'])
})

test('a word that starts another counts (trust, trusts), after an exact match', () => {
  expect(pathsFor('/gun-trust')).toEqual(['/services/estate-planning/gun-trusts'])
  expect(pathsFor('/estate/gun-trusts')[0]).toBe('/services/estate-planning/gun-trusts')
})

test('the best matches come first, the shorter address among equals, at most the limit', () => {
  expect(pathsFor('/estate-planning-services')).toEqual([
    '/services/estate-planning',
    '/services/estate-planning/gun-trusts',
  ])
  expect(pathsFor('/estate-planning-services', 1)).toEqual(['/services/estate-planning'])
})

test('nothing is offered for an address that shares no word, or has none', () => {
  expect(pathsFor('/xyz')).toEqual([])
  expect(pathsFor('/')).toEqual([])
  expect(pathsFor('/contact').includes('/contact')).toBe(false)
})
