import { describe, expect, test } from 'vitest'

import { isPlainClick } from './plain-click'

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

describe('a plain click', () => {
  test('is the main button alone; another button or any modifier key asks for something else', () => {
    expect(isPlainClick(click)).toBe(true)
    expect(isPlainClick({ ...click, button: 1 })).toBe(false)
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [key]: true }), key).toBe(false)
    }
  })
})
