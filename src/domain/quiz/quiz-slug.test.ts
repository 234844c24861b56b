import { describe, expect, test } from 'vitest'

import { validateQuizSlug } from './quiz-slug'

describe('a quiz’s address', () => {
  test('may have up to three parts, each written as a blog address is', () => {
    expect(validateQuizSlug('gun-trust')).toBe(true)
    expect(validateQuizSlug('estate-planning/diy-check')).toBe(true)
    expect(validateQuizSlug('a/b/c')).toBe(true)
    expect(validateQuizSlug('a/b/c/d')).toBe('Use at most 3 parts separated by "/".')
    expect(validateQuizSlug('estate-planning/DIY')).toBe(
      '“DIY”: Use lowercase letters, digits and single hyphens, e.g. planning-for-2026.',
    )
    expect(validateQuizSlug('estate-planning/')).toMatch(/^“”: Enter the address/)
    expect(validateQuizSlug('')).toBe('Enter the address, e.g. estate-planning/diy-check.')
    expect(validateQuizSlug(undefined)).toBe('Enter the address, e.g. estate-planning/diy-check.')
  })
})
