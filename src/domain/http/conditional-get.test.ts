import { describe, expect, test } from 'vitest'

import { isNotModified } from './conditional-get'

const validators = { etag: 'W/"abc"', lastModified: new Date('2026-11-20T10:00:00.500Z') }
const ask = (ifNoneMatch: string | null, ifModifiedSince: string | null = null) =>
  isNotModified({ ifNoneMatch, ifModifiedSince }, validators)

describe('isNotModified', () => {
  test.each([
    ['the same tag', 'W/"abc"'],
    ['the tag without its weak prefix', '"abc"'],
    ['the tag among others', '"old", W/"abc"'],
    ['any tag', '*'],
  ])('If-None-Match with %s: not modified', (_, header) => expect(ask(header)).toBe(true))

  test('If-None-Match with other tags: modified, whatever the date says', () => {
    expect(ask('"old"', 'Fri, 20 Nov 2026 10:00:00 GMT')).toBe(false)
  })

  test.each([
    ['the same second', 'Fri, 20 Nov 2026 10:00:00 GMT', true],
    ['a later date', 'Sat, 21 Nov 2026 10:00:00 GMT', true],
    ['an earlier date', 'Fri, 20 Nov 2026 09:59:59 GMT', false],
    ['no date', 'yesterday', false],
  ])('If-Modified-Since %s', (_, header, expected) => expect(ask(null, header)).toBe(expected))

  test('no conditional header, or a date but no Last-Modified: modified', () => {
    expect(ask(null)).toBe(false)
    expect(
      isNotModified(
        { ifNoneMatch: null, ifModifiedSince: 'Sat, 21 Nov 2026 10:00:00 GMT' },
        { etag: '"x"', lastModified: null },
      ),
    ).toBe(false)
  })
})
