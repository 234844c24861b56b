import { describe, expect, test } from 'vitest'

import { decideChunkReload, isChunkLoadError, parseChunkReloadLog } from './chunk-reload-guard'

describe('decideChunkReload', () => {
  test('reloads a path the first time', () => {
    const decision = decideChunkReload({}, '/about', 1_000)
    expect(decision).toEqual({ shouldReload: true, log: { '/about': 1_000 } })
  })

  test('does not reload the same path again within 10 seconds', () => {
    const decision = decideChunkReload({ '/about': 1_000 }, '/about', 10_999)
    expect(decision.shouldReload).toBe(false)
  })

  test('reloads the same path again once 10 seconds have passed', () => {
    expect(decideChunkReload({ '/about': 1_000 }, '/about', 11_000).shouldReload).toBe(true)
  })

  test('another path is not held back, and stale entries are dropped', () => {
    const decision = decideChunkReload({ '/old': 0, '/about': 5_000 }, '/contact', 12_000)
    expect(decision).toEqual({ shouldReload: true, log: { '/about': 5_000, '/contact': 12_000 } })
  })
})

describe('parseChunkReloadLog', () => {
  test.each([null, '', 'not json', '[1,2]', 'null', '"text"'])('treats %s as empty', (text) =>
    expect(parseChunkReloadLog(text)).toEqual({}),
  )

  test('keeps numeric entries only', () => {
    expect(parseChunkReloadLog('{"/a":5,"/b":"x"}')).toEqual({ '/a': 5 })
  })
})

describe('isChunkLoadError', () => {
  test.each([
    [Object.assign(new Error('boom'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading chunk 123 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: /x.js'), true],
    [new Error('Something else'), false],
    ['Loading chunk 1 failed', false],
  ])('%o → %s', (error, expected) => expect(isChunkLoadError(error)).toBe(expected))
})
