import { describe, expect, test } from 'vitest'

import { queryRecord } from '../http/query-record'
import {
  maxValuesPerParam,
  searchQueryString,
  searchStateFromParams,
  type SearchPageState,
} from './search-url'

/** The state of `/search` with nothing asked: everything, first page, by relevance. */
const nothingAsked: SearchPageState = { query: '', refinements: {}, page: 1, sort: 'relevance' }

/** The state an address's query string asks for, read as the browser would hand it over. */
const stateOf = (search: string) => searchStateFromParams(queryRecord(new URLSearchParams(search)))

describe('reading the page state from an address', () => {
  test('an address with no query string shows the first page of everything by relevance', () => {
    expect(searchStateFromParams({})).toEqual(nothingAsked)
  })

  test('the search words, each facet by its short name, the page and the sort are all read', () => {
    expect(
      searchStateFromParams({
        q: 'gun trust',
        type: 'post',
        service: ['estatePlanning', 'bankruptcy'],
        category: 'Wills',
        topic: ['trusts', 'firearms'],
        year: '2025',
        page: '3',
        sort: 'newest',
      }),
    ).toEqual({
      query: 'gun trust',
      refinements: {
        type: ['post'],
        serviceLine: ['estatePlanning', 'bankruptcy'],
        category: ['Wills'],
        tags: ['trusts', 'firearms'],
        year: ['2025'],
      },
      page: 3,
      sort: 'newest',
    })
  })

  test('facets are read by their address names, not by their index names', () => {
    expect(searchStateFromParams({ serviceLine: 'bankruptcy', tags: 'trusts' })).toEqual(
      nothingAsked,
    )
  })

  test('search words longer than 512 characters are cut to 512', () => {
    const long = 'a'.repeat(600)
    expect(searchStateFromParams({ q: long }).query).toBe('a'.repeat(512))
    expect(searchStateFromParams({ q: 'b'.repeat(512) }).query).toBe('b'.repeat(512))
  })

  test('when the search words are given twice, the first is searched', () => {
    expect(searchStateFromParams({ q: ['wills', 'trusts'] }).query).toBe('wills')
  })

  test('a value ticked twice counts once', () => {
    expect(stateOf('type=post&type=service&type=post').refinements).toEqual({
      type: ['post', 'service'],
    })
  })

  test(`at most ${maxValuesPerParam} values of one facet are kept`, () => {
    const years = Array.from({ length: 120 }, (_, index) => String(1900 + index))
    const { refinements } = searchStateFromParams({ year: years })
    expect(refinements.year).toEqual(years.slice(0, 99))
  })

  test('duplicates do not use up the 99 values a facet keeps', () => {
    const topics = Array.from({ length: 99 }, (_, index) => `topic-${index}`)
    const { refinements } = searchStateFromParams({ topic: ['topic-0', ...topics] })
    expect(refinements.tags).toEqual(topics)
  })

  test('empty values are ignored, and a facet with only empty values is not refined', () => {
    expect(stateOf('q=&type=&category=&category=Wills&page=&sort=')).toEqual({
      ...nothingAsked,
      refinements: { category: ['Wills'] },
    })
  })

  test.each([
    ['1', 1],
    ['2', 2],
    ['1000', 1000],
  ])('page=%s opens page %i', (page, expected) => {
    expect(searchStateFromParams({ page }).page).toBe(expected)
  })

  test.each(['0', '-2', '2.5', '1001', 'two', 'Infinity', '0x10', '1e2', ' 2 '])(
    'page=%s is not a page, so the first is shown',
    (page) => {
      expect(searchStateFromParams({ page }).page).toBe(1)
    },
  )

  test('when the page is given twice, the first is opened', () => {
    expect(stateOf('page=4&page=7').page).toBe(4)
  })

  test.each(['relevance', 'oldest', 'NEWEST', 'date'])(
    'sort=%s sorts by relevance; only "newest" sorts otherwise',
    (sort) => {
      expect(searchStateFromParams({ sort }).sort).toBe('relevance')
    },
  )

  test('unknown names in the address are ignored', () => {
    expect(searchStateFromParams({ utm_source: 'newsletter', hitsPerPage: '50' })).toEqual(
      nothingAsked,
    )
  })
})

describe('writing the page state back into an address', () => {
  test('the first page of everything by relevance has no query string at all', () => {
    expect(searchQueryString(nothingAsked)).toBe('')
  })

  test('the first page and relevance are left out of the address', () => {
    expect(searchQueryString({ ...nothingAsked, query: 'wills' })).toBe('?q=wills')
  })

  test('every part of the state is written, facets by their short address names', () => {
    expect(
      searchQueryString({
        query: 'gun trust',
        refinements: {
          type: ['post'],
          serviceLine: ['estatePlanning', 'bankruptcy'],
          category: ['Wills & Trusts'],
          tags: ['firearms'],
          year: ['2025'],
        },
        page: 2,
        sort: 'newest',
      }),
    ).toBe(
      '?q=gun+trust&type=post&service=estatePlanning&service=bankruptcy' +
        '&category=Wills+%26+Trusts&topic=firearms&year=2025&sort=newest&page=2',
    )
  })

  test('a facet with no values ticked adds nothing to the address', () => {
    expect(searchQueryString({ ...nothingAsked, refinements: { type: [] } })).toBe('')
  })

  test(`at most ${maxValuesPerParam} values of one facet are written`, () => {
    const years = Array.from({ length: 120 }, (_, index) => String(1900 + index))
    const written = new URLSearchParams(
      searchQueryString({ ...nothingAsked, refinements: { year: years } }),
    )
    expect(written.getAll('year')).toEqual(years.slice(0, 99))
  })

  test('a state written into an address reads back the same', () => {
    const state: SearchPageState = {
      query: 'what happens to my debts?',
      refinements: {
        type: ['post', 'service'],
        serviceLine: ['smallBusiness'],
        category: ['Bankruptcy'],
        tags: ['chapter 7', 'chapter 13'],
        year: ['2024', '2026'],
      },
      page: 5,
      sort: 'newest',
    }
    expect(stateOf(searchQueryString(state))).toEqual(state)
  })

  test('the empty state reads back from its empty address', () => {
    expect(stateOf(searchQueryString(nothingAsked))).toEqual(nothingAsked)
  })

  test('an address with a parameter named like a built-in property reads as any other', () => {
    expect(stateOf('__proto__=x&constructor=y&q=a').query).toBe('a')
  })
})
