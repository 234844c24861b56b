import { expect, test } from 'vitest'

import { csvLineFields } from './csv-line'

test.each([
  ['/old,/new,yes', ['/old', '/new', 'yes']],
  ['/old;/new;no', ['/old', '/new', 'no']],
  ['/old\t/new', ['/old', '/new']],
  ['"/a,b","/c ""quoted""",', ['/a,b', '/c "quoted"', '']],
  ['/only', ['/only']],
  ['', []],
])('%j has the fields %j', (line, fields) => {
  expect(csvLineFields(line)).toEqual(fields)
})

test.each(['"/unclosed,/new', '/a,"/b"x'])('%j is not a line a CSV reader accepts', (line) => {
  expect(csvLineFields(line)).toBeNull()
})
