import { expect, test } from 'vitest'

import { titleWithSubtitle } from './titles'

test.each([
  ['Do you need a gun trust?', 'Do you need a gun trust? Your report'],
  ['Is your plan ready!', 'Is your plan ready! Your report'],
  ['Plan ahead.', 'Plan ahead. Your report'],
  ['Wait…', 'Wait… Your report'],
  ['Is it really “final?”', 'Is it really “final?” Your report'],
  ['Ask us (why?)', 'Ask us (why?) Your report'],
  ['Estate plan check', 'Estate plan check: your report'],
  ['Estate plan check:', 'Estate plan check: your report'],
  ['Estate plan check; ', 'Estate plan check: your report'],
  ['Estate plan check —', 'Estate plan check: your report'],
  ['  Business basics  ', 'Business basics: your report'],
  ['The “Roth” question', 'The “Roth” question: your report'],
  ['Version 2.0 notes', 'Version 2.0 notes: your report'],
  ['”', '”: your report'],
])('%j reads %j', (title, expected) =>
  expect(titleWithSubtitle(title, 'your report')).toBe(expected),
)

test('never doubles a mark: no "?:" and no "::"', () => {
  for (const title of ['Ready?', 'Ready:', 'Ready?:', 'Ready!']) {
    expect(titleWithSubtitle(title, 'your report')).not.toMatch(/[?!.:]:/)
  }
})

test('an empty title leaves the subtitle alone', () =>
  expect(titleWithSubtitle('  ', ' your report ')).toBe('your report'))
