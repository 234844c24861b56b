import { describe, expect, test, vi } from 'vitest'

import {
  countedQuery,
  firmDay,
  firstDayOfLast,
  isTypedKind,
  parseSearchEvents,
  reportMinimumVisitors,
  searchStatIncrements,
  type SearchEvent,
  type SearchStatKind,
} from './search-events'

const ids = (count: number) => Array.from({ length: count }, (_, index) => `posts:${index + 1}`)

const view = (objectIDs: string[]): SearchEvent => ({ type: 'view', objectIDs })
const click = (objectID: string): SearchEvent => ({ type: 'click', objectID })
const query = (text: string, indexName: 'site' | 'blog' = 'site'): SearchEvent => ({
  type: 'query',
  indexName,
  query: text,
})

describe('reading the events a search page sends', () => {
  test('a view, a click and a query are read as sent', () => {
    const events = [view(['posts:1', 'pages:2']), click('posts:1'), query('probate', 'blog')]
    expect(parseSearchEvents({ events })).toEqual(events)
  })

  test('one event and ten events are both accepted', () => {
    expect(parseSearchEvents({ events: [click('posts:1')] })).toHaveLength(1)
    const ten = Array.from({ length: 10 }, () => click('posts:1'))
    expect(parseSearchEvents({ events: ten })).toHaveLength(10)
  })

  test('a view of twenty hits is accepted, as the page batches them', () => {
    expect(parseSearchEvents({ events: [view(ids(20))] })).toEqual([view(ids(20))])
  })

  test('a query to every known index is accepted, sorted replicas included', () => {
    for (const indexName of ['site', 'site_newest', 'blog', 'blog_newest']) {
      expect(
        parseSearchEvents({ events: [{ type: 'query', indexName, query: 'wills' }] }),
      ).not.toBeNull()
    }
  })

  test('an empty query and one of exactly 512 characters are accepted', () => {
    expect(parseSearchEvents({ events: [query('')] })).toEqual([query('')])
    expect(parseSearchEvents({ events: [query('a'.repeat(512))] })).not.toBeNull()
  })

  test('an id of exactly 100 characters is accepted', () => {
    expect(parseSearchEvents({ events: [click('x'.repeat(100))] })).not.toBeNull()
  })

  test.each<[string, unknown]>([
    ['nothing', undefined],
    ['null', null],
    ['text', 'view posts:1'],
    ['a bare list of events', [click('posts:1')]],
    ['an object without events', { event: click('posts:1') }],
    ['no events', { events: [] }],
    ['eleven events', { events: Array.from({ length: 11 }, () => click('posts:1')) }],
    ['a view of no hits', { events: [view([])] }],
    ['a view of twenty-one hits', { events: [view(ids(21))] }],
    ['an event of an unknown type', { events: [{ type: 'hover', objectID: 'posts:1' }] }],
    ['an event with no type', { events: [{ objectID: 'posts:1' }] }],
    ['a click with no id', { events: [{ type: 'click' }] }],
    ['a click with an empty id', { events: [click('')] }],
    ['a click with a 101-character id', { events: [click('x'.repeat(101))] }],
    ['a view with a 101-character id', { events: [view(['posts:1', 'x'.repeat(101)])] }],
    ['a click with a numeric id', { events: [{ type: 'click', objectID: 1 }] }],
    [
      'a query to an unknown index',
      { events: [{ type: 'query', indexName: 'users', query: 'a' }] },
    ],
    ['a query with no index', { events: [{ type: 'query', query: 'wills' }] }],
    ['a query of 513 characters', { events: [query('a'.repeat(513))] }],
    ['one bad event among good ones', { events: [click('posts:1'), click('')] }],
  ])('%s is rejected', (_, body) => {
    expect(parseSearchEvents(body)).toBeNull()
  })
})

describe('a query as it is counted', () => {
  test('surrounding space is trimmed, inner runs of space become one, and letters lower case', () => {
    expect(countedQuery('  Gun\t\tTRUST \n in  Colorado ')).toBe('gun trust in colorado')
  })

  test('a query of only space counts as empty', () => {
    expect(countedQuery(' \t\n ')).toBe('')
  })

  test('a long query is cut to 100 characters', () => {
    expect(countedQuery('A'.repeat(150))).toBe('a'.repeat(100))
    expect(countedQuery('b'.repeat(100))).toBe('b'.repeat(100))
  })

  test('the cut comes after spaces are collapsed, so collapsed space does not use up the 100', () => {
    expect(countedQuery(`${' '.repeat(50)}${'c'.repeat(100)}`)).toBe('c'.repeat(100))
    expect(countedQuery(`a${' '.repeat(200)}b`)).toBe('a b')
  })

  test('a cut that falls after a space leaves no space at the end', () => {
    expect(countedQuery(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99))
  })
})

describe('what the events add to the counts', () => {
  const titles: Record<string, string> = {
    'posts:1': 'What a will does',
    'pages:2': 'Prices',
    'services:3': 'Chapter 7 bankruptcy',
  }
  /** Lookups over `titles`; searches find nothing when `nothingFound` says so. */
  const lookups = (nothingFound = false) => ({
    titleOf: (id: string) => titles[id],
    findsNothing: vi.fn(async () => nothingFound),
  })

  test('a view counts each record shown once, under its title', async () => {
    expect(
      await searchStatIncrements([view(['posts:1', 'pages:2', 'posts:1'])], lookups()),
    ).toEqual([
      { kind: 'view', term: 'posts:1', label: 'What a will does' },
      { kind: 'view', term: 'pages:2', label: 'Prices' },
    ])
  })

  test('records that no longer exist count for nothing', async () => {
    expect(
      await searchStatIncrements([view(['posts:99', 'services:3']), click('posts:99')], lookups()),
    ).toEqual([{ kind: 'view', term: 'services:3', label: 'Chapter 7 bankruptcy' }])
  })

  test('a click counts the record opened, under its title', async () => {
    expect(await searchStatIncrements([click('pages:2')], lookups())).toEqual([
      { kind: 'click', term: 'pages:2', label: 'Prices' },
    ])
  })

  test('a query that finds something counts one search, by its normalised words', async () => {
    const lookup = lookups(false)
    expect(await searchStatIncrements([query('  Gun   TRUST ', 'blog')], lookup)).toEqual([
      { kind: 'query', term: 'gun trust', label: 'gun trust' },
    ])
    expect(lookup.findsNothing).toHaveBeenCalledWith('blog', '  Gun   TRUST ')
  })

  test('a query that finds nothing also counts as a search that found nothing', async () => {
    expect(await searchStatIncrements([query('Quitclaim deed')], lookups(true))).toEqual([
      { kind: 'query', term: 'quitclaim deed', label: 'quitclaim deed' },
      { kind: 'zeroResults', term: 'quitclaim deed', label: 'quitclaim deed' },
    ])
  })

  test('an empty or blank query counts for nothing and is not searched', async () => {
    const lookup = lookups(true)
    expect(await searchStatIncrements([query(''), query('   ')], lookup)).toEqual([])
    expect(lookup.findsNothing).not.toHaveBeenCalled()
  })

  test('the events of one body are counted in the order sent', async () => {
    expect(
      await searchStatIncrements(
        [query('wills'), view(['posts:1']), click('posts:1'), query('')],
        lookups(),
      ),
    ).toEqual([
      { kind: 'query', term: 'wills', label: 'wills' },
      { kind: 'view', term: 'posts:1', label: 'What a will does' },
      { kind: 'click', term: 'posts:1', label: 'What a will does' },
    ])
  })

  test('no events add nothing', async () => {
    expect(await searchStatIncrements([], lookups())).toEqual([])
  })
})

describe('what a single visitor can put in front of staff', () => {
  test.each<[SearchStatKind, boolean, number]>([
    ['query', true, 2],
    ['zeroResults', true, 2],
    ['view', false, 1],
    ['click', false, 1],
  ])(
    '%s: typed by the visitor %s, listed in the report from %i visitors',
    (kind, isTyped, minimum) => {
      expect(isTypedKind(kind)).toBe(isTyped)
      expect(reportMinimumVisitors(kind)).toBe(minimum)
    },
  )
})

describe('the firm’s calendar day', () => {
  test('late evening in Colorado is still that day, though it is the next day in UTC', () => {
    expect(firmDay(new Date('2026-11-25T05:30:00Z'))).toBe('2026-11-24')
  })

  test('once it is past midnight in Colorado, it is the new day', () => {
    expect(firmDay(new Date('2026-07-01T06:30:00Z'))).toBe('2026-07-01')
  })

  test('daylight saving time is followed: summer is six hours behind UTC, winter seven', () => {
    expect(firmDay(new Date('2026-07-01T05:30:00Z'))).toBe('2026-06-30')
    expect(firmDay(new Date('2026-01-15T06:30:00Z'))).toBe('2026-01-14')
    expect(firmDay(new Date('2026-01-15T07:30:00Z'))).toBe('2026-01-15')
  })
})

describe('the first day of a report', () => {
  test('the last 30 days end today and begin 29 firm days before', () => {
    expect(firstDayOfLast(30, new Date('2026-11-26T18:00:00Z'))).toBe('2026-10-28')
  })

  test('the last day is today, in Colorado', () => {
    expect(firstDayOfLast(1, new Date('2026-11-25T05:30:00Z'))).toBe('2026-11-24')
  })
})
