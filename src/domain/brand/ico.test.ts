import { expect, test } from 'vitest'

import { icoOfPng } from './ico'

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

test('wraps a PNG in an ICO header and one directory entry that points at it', () => {
  const ico = icoOfPng(png, 32)
  const view = new DataView(ico.buffer)
  expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
    0, 1, 1,
  ])
  expect([ico[6], ico[7]]).toEqual([32, 32])
  expect(view.getUint16(10, true)).toBe(1)
  expect(view.getUint16(12, true)).toBe(32)
  expect(view.getUint32(14, true)).toBe(png.length)
  expect(view.getUint32(18, true)).toBe(22)
  expect(ico.slice(22)).toEqual(png)
})

test('writes 256 pixels as 0, as the format counts them', () => {
  expect([...icoOfPng(png, 256).slice(6, 8)]).toEqual([0, 0])
})

test.each([0, 257, 1.5])('refuses an icon %s pixels wide', (size) => {
  expect(() => icoOfPng(png, size)).toThrow(RangeError)
})
