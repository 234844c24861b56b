import { expect, test } from 'vitest'

import { precompressedTypeOf } from './precompressed-files'

test.each([
  ['chunks/0e5ilc4s4mxmz.js', 'application/javascript; charset=UTF-8'],
  ['chunks/1h54fonfro-j7.css', 'text/css; charset=UTF-8'],
  ['media/atkinson.woff2', null],
  ['chunks/0e5ilc4s4mxmz.js.br', null],
  ['chunks/noextension', null],
])('%s → %s', (file, type) => {
  expect(precompressedTypeOf(file)).toBe(type)
})
