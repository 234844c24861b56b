import { expect, test } from 'vitest'

import {
  readRedirectList,
  redirectListLimits,
  redirectListSizeProblem,
  utf8Bytes,
  type LineSplitter,
} from './redirect-list'

/** A CSV line split the simple way: enough for lines without quotes; "BROKEN" stands for bad quoting. */
const split: LineSplitter = (line) => (line.includes('BROKEN') ? null : line.split(/[,;\t]/))

test('a list with a heading, blank lines and every separator is read line by line', () => {
  const text = [
    '\uFEFFfrom,to,permanent',
    '/old-contact/,/contact,yes',
    '',
    '/our-fees;/policies/fees;no',
    '/planificaci%C3%B3n-patrimonial\t/services/estate-planning',
    '  /old-about , /about , TRUE ',
  ].join('\r\n')
  expect(readRedirectList(text, split)).toEqual({
    rows: [
      {
        line: 2,
        text: '/old-contact/,/contact,yes',
        from: '/old-contact',
        to: '/contact',
        isPermanent: true,
      },
      {
        line: 4,
        text: '/our-fees;/policies/fees;no',
        from: '/our-fees',
        to: '/policies/fees',
        isPermanent: false,
      },
      {
        line: 5,
        text: '/planificaci%C3%B3n-patrimonial\t/services/estate-planning',
        from: '/planificaci\u00f3n-patrimonial',
        to: '/services/estate-planning',
        isPermanent: true,
      },
      {
        line: 6,
        text: '  /old-about , /about , TRUE ',
        from: '/old-about',
        to: '/about',
        isPermanent: true,
      },
    ],
    refused: [],
  })
})

test.each([
  ['yes', true],
  ['Y', true],
  ['1', true],
  ['permanent', true],
  ['301', true],
  ['308', true],
  ['no', false],
  ['N', false],
  ['false', false],
  ['0', false],
  ['temporary', false],
  ['302', false],
  ['307', false],
])('permanent written %j is %s', (word, isPermanent) => {
  expect(readRedirectList(`/a,/b,${word}`, split).rows).toEqual([
    { line: 1, text: `/a,/b,${word}`, from: '/a', to: '/b', isPermanent },
  ])
})

test('each refused line is named with its number, its text and the reason', () => {
  const text = [
    '/fine,/contact',
    '/our-fees?utm_source=newsletter,/policies/fees',
    '/only-one-part',
    '/a,/b,yes,extra',
    '/no-target,',
    '/bad-target,contact',
    '/loop/,/loop',
    '/maybe,/contact,perhaps',
    '/fine/,/about',
    'BROKEN "line',
    'from,to,permanent',
  ].join('\n')
  const { rows, refused } = readRedirectList(text, split)
  expect(rows).toEqual([
    { line: 1, text: '/fine,/contact', from: '/fine', to: '/contact', isPermanent: true },
  ])
  expect(refused).toEqual([
    {
      line: 2,
      text: '/our-fees?utm_source=newsletter,/policies/fees',
      reason: expect.stringMatching(/^Leave the query/),
    },
    { line: 3, text: '/only-one-part', reason: expect.stringMatching(/has 1 part\.$/) },
    { line: 4, text: '/a,/b,yes,extra', reason: expect.stringMatching(/has 4 parts\.$/) },
    { line: 5, text: '/no-target,', reason: 'Enter where the old address now leads in To.' },
    {
      line: 6,
      text: '/bad-target,contact',
      reason: expect.stringMatching(/^To: Enter a path on this site/),
    },
    { line: 7, text: '/loop/,/loop', reason: expect.stringMatching(/^To leads back/) },
    { line: 8, text: '/maybe,/contact,perhaps', reason: expect.stringMatching(/yes or no/) },
    { line: 9, text: '/fine/,/about', reason: 'Line 1 already redirects /fine.' },
    { line: 10, text: 'BROKEN "line', reason: 'A quote (") on this line is not closed.' },
    // A heading only counts as one on the first line.
    { line: 11, text: 'from,to,permanent', reason: expect.stringMatching(/^Start From/) },
  ])
})

test('a line a splitter finds no field in is refused', () => {
  expect(readRedirectList('?', () => []).refused).toEqual([
    { line: 1, text: '?', reason: expect.stringMatching(/has 0 parts\.$/) },
  ])
})

test('an empty list has nothing in it', () => {
  expect(readRedirectList('\n\n', split)).toEqual({ rows: [], refused: [] })
})

test('a list is taken up to its limits, a heading besides', () => {
  const line = '/a,/b\n'
  expect(redirectListSizeProblem(`from,to\n${line.repeat(redirectListLimits.lines)}`)).toBeNull()
  expect(redirectListSizeProblem(line.repeat(redirectListLimits.lines + 2))).toMatch(
    /more than 2,000 lines/,
  )
  expect(redirectListSizeProblem('x'.repeat(redirectListLimits.bytes + 1))).toMatch(
    /larger than 256 KB/,
  )
  expect(utf8Bytes('ó')).toBe(2)
})
