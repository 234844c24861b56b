import { expect, test } from 'vitest'

import { adminListHref, newRedirectHref } from './admin-links'

test('a filtered list is addressed as the list’s own filter writes it', () => {
  const href = adminListHref('/admin', 'inquiries', [
    ['createdAt', 'greater_than', '2026-11-25T17:30:00.000Z'],
    ['status', 'equals', 'new'],
  ])
  const url = new URL(href, 'http://site.example')
  expect(url.pathname).toBe('/admin/collections/inquiries')
  expect([...url.searchParams]).toEqual([
    ['where[or][0][and][0][createdAt][greater_than]', '2026-11-25T17:30:00.000Z'],
    ['where[or][0][and][1][status][equals]', 'new'],
  ])
})

test('a list without conditions is the whole list', () => {
  expect(adminListHref('/admin', 'posts', [])).toBe('/admin/collections/posts')
})

test('a new redirect carries its address, escaped', () => {
  const url = new URL(newRedirectHref('/admin', '/old fees&more'), 'http://site.example')
  expect(url.pathname).toBe('/admin/collections/redirects/create')
  expect(url.searchParams.get('from')).toBe('/old fees&more')
})
