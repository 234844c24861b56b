import { describe, expect, test } from 'vitest'
import { z } from 'zod/mini'

import { personNameCheck, personNameProblem } from './person-name'

const allowed = "Use only letters, spaces and . ' - in a name"

describe('personNameProblem', () => {
  test.each([
    "Mary-Jane O'Neil",
    'Mary-Jane O’Neil',
    'José Núñez',
    // "José" with the accent typed as a separate combining mark (NFD).
    'Jose\u0301',
    'Dr. A. Smith',
    '李小龙',
    '山田\u3000太郎',
    'Zoë Ørsted',
    'Σωκράτης',
    'Мария Иванова',
    'देवनागरी',
    'ʻIolani',
    '',
  ])('%j is a name', (name) => {
    expect(personNameProblem(name)).toBeNull()
  })

  test.each([
    ['=?utf-8?q?Ada?=', `${allowed}: remove “=”, “?”, “8”.`],
    ['"Ada" <ada@example.com>', `${allowed}: remove “"”, “<”, “@”, “>”.`],
    ['Lovelace, Ada', `${allowed}: remove “,”.`],
    ['Claim your prize http://evil.example/claim', `${allowed}: remove “:”, “/”.`],
    ['Load Tester 12', `${allowed}: remove “1”, “2”.`],
    ['Ada 😀', `${allowed}: remove “😀”.`],
  ])('%j is refused, naming what to remove', (name, message) => {
    expect(personNameProblem(name)).toBe(message)
  })

  test.each([
    ['a line break', 'Ada\r\nBcc: x@example.com'],
    ['a next-line character', 'Ada\u0085Lovelace'],
    ['a line separator', 'Ada\u2028Lovelace'],
    ['a direction override', 'Ada \u202eecalevoL'],
    ['a zero-width space', 'Ada\u200bLovelace'],
    ['a Hangul filler, a "letter" that shows nothing', '\u3164'],
    ['a combining grapheme joiner, a "mark" that shows nothing', 'Ada\u034fLovelace'],
  ])('%s is refused without being quoted back', (_case, name) => {
    expect(personNameProblem(name)).toBe(
      `${allowed}: remove the line breaks and hidden characters.`,
    )
  })

  test.each(['.', "'-'", '. .'])('%j, with no letter, is not a name', (name) => {
    expect(personNameProblem(name)).toBe('Enter a name with letters in it.')
  })
})

describe('personNameCheck', () => {
  const Name = z.string().check(z.trim(), personNameCheck)

  test('passes a name, trimmed', () => {
    expect(Name.parse('  José Núñez ')).toBe('José Núñez')
  })

  test('refuses what is not a name with the rule’s words', () => {
    const result = Name.safeParse('ada@example.com')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`${allowed}: remove “@”.`])
  })
})
