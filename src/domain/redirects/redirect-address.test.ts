import { expect, test } from 'vitest'

import {
  parseRedirectSource,
  redirectLoopProblem,
  redirectSourceKey,
  redirectSourceMaxLength,
  redirectTargetProblem,
} from './redirect-address'

const composed = '/planificaci\u00f3n-patrimonial'
const decomposed = '/planificacio\u0301n-patrimonial'

test.each([
  ['/old-contact', '/old-contact'],
  // Every old WordPress address ends with a slash; browsers ask without it (Next redirects).
  ['/old-contact/', '/old-contact'],
  ['/blog/2019/05/old-post//', '/blog/2019/05/old-post'],
  ['  /old-contact/  ', '/old-contact'],
  ['/a//b', '/a/b'],
  // Letters outside ASCII: typed, pasted percent-encoded, or decomposed (as macOS writes them).
  [composed, composed],
  ['/planificaci%C3%B3n-patrimonial', composed],
  ['/planificaci%c3%b3n-patrimonial', composed],
  [decomposed, composed],
  ['/planificacio%CC%81n-patrimonial', composed],
  // A space a browser sends as %20 is the same address as one typed as a space.
  ['/old%20fees', '/old fees'],
  ['/old fees', '/old fees'],
  ['/Old-Fees', '/Old-Fees'],
  ['/index.php', '/index.php'],
  ['/administration', '/administration'],
  ['/files-old/fees.pdf', '/files-old/fees.pdf'],
])('From %j is kept as %j', (typed, path) => {
  expect(parseRedirectSource(typed)).toEqual({ ok: true, path })
})

test('the normal form is read again as itself', () => {
  for (const typed of ['/old-contact/', '/planificaci%C3%B3n/', decomposed, '/old%20fees']) {
    const first = parseRedirectSource(typed)
    if (!first.ok) throw new Error(first.message)
    expect(parseRedirectSource(first.path)).toEqual(first)
  }
})

test.each([
  ['', /^Enter the old address in From/],
  ['   ', /^Enter the old address in From/],
  ['old-contact', /^Start From with "\/"/],
  [
    'https://old.example/old-contact/?p=1',
    /without https:\/\/ and the site’s name: \/old-contact\/$/,
  ],
  ['//old.example/old-contact', /: \/old-contact$/],
  ['http://', /: \/$/],
  ['/?p=123', /^Leave the query \("\?…"\) out of From/],
  ['/our-fees?utm_source=newsletter', /^Leave the query/],
  ['/fees#hourly', /^Leave the "#…" part out of From/],
  ['/a%2Fb', /encoded slash/],
  ['/a%5cb', /encoded slash/],
  ['/100%25-sure', /"%" that is not the code of a letter/],
  ['/what%3F', /"%" that is not the code of a letter/],
  ['/tag%23', /"%" that is not the code of a letter/],
  ['/100%-sure', /"%" that is not the code of a letter/],
  ['/planificaci%F3n', /not UTF-8/],
  ['/a%09b', /control character/],
  ['/a\u007fb', /control character/],
  ['/a\\b', /backslash/],
  ['/a/../b', /"\/\.\/" or "\/\.\.\/"/],
  ['/a/./b', /"\/\.\/" or "\/\.\.\/"/],
  ['/old%20/page', /space at the start or end of a part/],
  ['/', /home page/],
  ['///', /without https:\/\/ and the site’s name: \/$/],
  ['/admin', /belong to the site itself/],
  ['/admin/collections/pages', /belong to the site itself/],
  ['/api/redirects', /belong to the site itself/],
  ['/next/preview', /belong to the site itself/],
  ['/_next/static/x.js', /belong to the site itself/],
  ['/files/fees.pdf', /belong to the site itself/],
  [`/${'a'.repeat(redirectSourceMaxLength)}`, /longer than 240 characters/],
])('From %j is refused', (typed, message) => {
  const parsed = parseRedirectSource(typed)
  expect(parsed.ok).toBe(false)
  if (!parsed.ok) expect(parsed.message).toMatch(message)
})

test.each([
  ['/old-contact', '/old-contact'],
  ['/old-contact/', '/old-contact'],
  ['/planificaci%C3%B3n-patrimonial', composed],
  ['/planificacio%CC%81n-patrimonial', composed],
  ['/old%20fees', '/old fees'],
  ['/', '/'],
  // Not decodable: kept as sent (the front door has refused it already).
  ['/bad%E9', '/bad%E9'],
])('a visitor asking for %j is looked up as %j', (requestPath, key) => {
  expect(redirectSourceKey(requestPath)).toBe(key)
})

test.each([
  ['/contact', null],
  ['/contact?from=old-site#form', null],
  ['https://book.example.com/new-client', null],
  ['http://book.example.com/new-client', /full address that starts with https:\/\//],
  ['contact', /starts with "\/"/],
  ['//evil.example', /starts with "\/"/],
  ['https://', /https:\/\//],
])('a redirect may lead to %j: %s', (to, problem) => {
  const found = redirectTargetProblem(to)
  if (problem === null) expect(found).toBeNull()
  else expect(found).toMatch(problem)
})

test.each([
  ['/old-contact', '/old-contact/', true],
  ['/old-contact', '/old-contact?ref=1#top', true],
  [composed, '/planificaci%C3%B3n-patrimonial', true],
  ['/old-contact', '/contact', false],
  ['/old-contact', 'https://site.example/old-contact', false],
])('a redirect from %j to %j goes round in a circle: %s', (from, to, isLoop) => {
  expect(redirectLoopProblem(from, to) !== null).toBe(isLoop)
})
