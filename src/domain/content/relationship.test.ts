import { describe, expect, test } from 'vitest'

import { isPopulated, relationId } from './relationship'

describe('relationship values', () => {
  test('a populated document is told from an id or nothing', () => {
    expect(isPopulated({ id: 3, name: 'Wills' })).toBe(true)
    expect(isPopulated(3)).toBe(false)
    expect(isPopulated(null)).toBe(false)
    expect(isPopulated(undefined)).toBe(false)
  })

  test('the id is the same whether the document was populated or not', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7 })).toBe(7)
  })
})
