import { expect, test } from 'vitest'

import { latestModified, postLastModified } from './post-dates'

const seeded = '2026-11-26T10:00:00.000Z'

test('a post last changed on its "Updated on" date, else on its publication date, never on a save', () => {
  expect(
    postLastModified({
      publishedAt: '2026-03-10T15:00:00.000Z',
      revisedAt: '2026-05-01T15:00:00.000Z',
      updatedAt: seeded,
    }),
  ).toBe('2026-05-01T15:00:00.000Z')
  expect(
    postLastModified({
      publishedAt: '2026-03-10T15:00:00.000Z',
      revisedAt: null,
      updatedAt: seeded,
    }),
  ).toBe('2026-03-10T15:00:00.000Z')
  expect(postLastModified({ updatedAt: seeded })).toBe(seeded)
})

test('a listing last changed when its latest post did', () => {
  expect(
    latestModified([
      { publishedAt: '2026-03-10T15:00:00.000Z', updatedAt: seeded },
      {
        publishedAt: '2026-01-05T15:00:00.000Z',
        revisedAt: '2026-04-02T08:00:00.000Z',
        updatedAt: seeded,
      },
      { publishedAt: '2026-02-01T15:00:00.000Z', updatedAt: seeded },
    ]),
  ).toBe('2026-04-02T08:00:00.000Z')
  expect(latestModified([])).toBeUndefined()
})
