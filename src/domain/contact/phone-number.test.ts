import { describe, expect, test } from 'vitest'

import { formatPhoneNumber, parseNanpDigits, toE164 } from './phone-number'

describe('parseNanpDigits', () => {
  test.each([
    ['(303) 555-0142', '3035550142'],
    ['303-555-0142', '3035550142'],
    ['+1 303 555 0142', '3035550142'],
    ['1.303.555.0142', '3035550142'],
  ])('reads %s as %s', (text, digits) => expect(parseNanpDigits(text)).toBe(digits))

  test.each([
    ['555-0142', 'too short'],
    ['(303) 555-01420', 'too long'],
    ['(103) 555-0142', 'area code starting with 1'],
    ['(303) 155-0142', 'exchange starting with 1'],
    ['303-555-0142 ext 5', 'letters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (text) => expect(parseNanpDigits(text)).toBeNull())
})

test('formats a number for reading', () => {
  expect(formatPhoneNumber('303.555.0142')).toBe('(303) 555-0142')
})

test('leaves text that is not a number as it is', () => {
  expect(formatPhoneNumber('by appointment')).toBe('by appointment')
})

test('gives E.164 for links, or null', () => {
  expect(toE164('303-555-0142')).toBe('+13035550142')
  expect(toE164('call us')).toBeNull()
})
