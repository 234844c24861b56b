import { describe, expect, test } from 'vitest'

import { pageCount, pagePath, pageSlice, parsePageParam, postsPerPage } from './pagination'

test('a listing page shows nine posts', () => expect(postsPerPage).toBe(9))

describe('parsePageParam', () => {
  test.each([
    ['2', 2],
    ['10', 10],
    ['9999', 9999],
  ])('reads %j as page %i', (value, page) => expect(parsePageParam(value)).toBe(page))

  test.each(['1', '0', '02', '', ' 2', '2 ', '-2', '+2', '2.0', '2e1', '0x2', 'two', '٢', '10000'])(
    'refuses %j',
    (value) => expect(parsePageParam(value)).toBeNull(),
  )
})

describe('pageCount', () => {
  test.each([
    [0, 9, 1],
    [1, 9, 1],
    [9, 9, 1],
    [10, 9, 2],
    [18, 9, 2],
    [19, 9, 3],
    [5, 1, 5],
  ])('%i items at %i a page fill %i pages', (total, perPage, pages) =>
    expect(pageCount(total, perPage)).toBe(pages),
  )

  test.each([
    [-1, 9],
    [1.5, 9],
    [Number.NaN, 9],
    [10, 0],
    [10, 2.5],
    [10, Number.POSITIVE_INFINITY],
  ])('refuses %d items at %d a page', (total, perPage) =>
    expect(() => pageCount(total, perPage)).toThrow(RangeError),
  )
})

describe('pageSlice', () => {
  const items = Array.from({ length: 20 }, (_, index) => index + 1)

  test.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [2, [10, 11, 12, 13, 14, 15, 16, 17, 18]],
    [3, [19, 20]],
  ])('page %i holds %j', (page, slice) => expect(pageSlice(items, page, 9)).toEqual(slice))

  test.each([[0], [4], [-1], [1.5], [Number.NaN]])('has no page %d', (page) =>
    expect(pageSlice(items, page, 9)).toBeNull(),
  )

  test('an empty listing still has its first page, empty, and no second', () => {
    expect(pageSlice([], 1, 9)).toEqual([])
    expect(pageSlice([], 2, 9)).toBeNull()
  })
})

describe('pagePath', () => {
  test.each([
    ['/blog', 1, '/blog'],
    ['/blog', 2, '/blog/page/2'],
    ['/blog/categories/estate-planning', 12, '/blog/categories/estate-planning/page/12'],
    ['/blog/tags/llc', 1, '/blog/tags/llc'],
  ])('%s page %i is at %s', (basePath, page, path) => expect(pagePath(basePath, page)).toBe(path))

  test.each([[0], [-2], [2.5]])('has no address for page %d', (page) =>
    expect(() => pagePath('/blog', page)).toThrow(RangeError),
  )
})
