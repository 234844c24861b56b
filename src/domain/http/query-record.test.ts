import { describe, expect, test } from 'vitest'

import { queryRecord } from './query-record'

describe('a query string as a page reads it', () => {
  test('a name given once holds its value; a repeated name holds its values in order', () => {
    expect(queryRecord(new URLSearchParams('q=wills&type=post&type=page&page=2'))).toEqual({
      q: 'wills',
      type: ['post', 'page'],
      page: '2',
    })
  })

  test('an empty query string is an empty record', () => {
    expect(queryRecord(new URLSearchParams(''))).toEqual({})
  })

  test('empty values are kept, for the reader to ignore', () => {
    expect(queryRecord(new URLSearchParams('q=&type=post'))).toEqual({ q: '', type: 'post' })
  })

  test('a parameter named like a built-in property (__proto__, constructor) is an ordinary parameter', () => {
    const record = queryRecord(new URLSearchParams('__proto__=x&__proto__=z&constructor=y&q=a'))
    expect(record.q).toBe('a')
    expect(record['__proto__']).toEqual(['x', 'z'])
    expect(record.constructor).toBe('y')
    expect(Object.getPrototypeOf(record)).toBeNull()
  })
})
