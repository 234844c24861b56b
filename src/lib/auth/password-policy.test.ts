import { expect, test } from 'vitest'

import { staffPasswordMessages, staffPasswordProblem, StaffPasswordSchema } from './password-policy'

test.each([
  ['abc', staffPasswordMessages.short],
  ['elevenchars', staffPasswordMessages.short],
  ['password1234', staffPasswordMessages.common],
  ['Password1234', staffPasswordMessages.common],
  ['1qaz2wsx3edc', staffPasswordMessages.common],
  ['x'.repeat(201), staffPasswordMessages.long],
])('%s is refused', (password, message) => {
  expect(staffPasswordProblem(password)).toBe(message)
  expect(StaffPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(message)
})

test.each(['correct horse battery staple', 'a-long-test-password-2026', 'twelve chars'])(
  '%s is accepted',
  (password) => {
    expect(staffPasswordProblem(password)).toBeNull()
    expect(StaffPasswordSchema.safeParse(password).success).toBe(true)
  },
)
