import { describe, expect, it } from 'vitest'

import { honeypotFieldName, isHoneypotFilled } from './honeypot'

describe('isHoneypotFilled', () => {
  it('is false when a person sends the form (the field is empty or missing)', () => {
    expect(isHoneypotFilled({ name: 'Ada', [honeypotFieldName]: '' })).toBe(false)
    expect(isHoneypotFilled({ name: 'Ada' })).toBe(false)
  })

  it('is true when a bot fills the field', () => {
    expect(isHoneypotFilled({ [honeypotFieldName]: 'https://spam.example.com' })).toBe(true)
  })

  it('ignores a file sent under the field name', () => {
    expect(isHoneypotFilled({ [honeypotFieldName]: new Blob(['x']) })).toBe(false)
  })
})
