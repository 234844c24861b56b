import { describe, expect, test } from 'vitest'

import { rfc822Date, rssXml, xmlText, type RssChannel, type RssItem } from './rss'

const channel: RssChannel = {
  title: 'Juniper Hill Law — Blog',
  link: 'https://juniper.example.com/blog',
  description: 'Plain-language notes on wills, trusts, LLCs & bankruptcy.',
  selfUrl: 'https://juniper.example.com/blog/rss.xml',
  lastBuildDate: new Date('2026-11-24T18:00:00Z'),
}

const item: RssItem = {
  title: 'Do I need a will?',
  link: 'https://juniper.example.com/blog/do-i-need-a-will',
  description: 'Who inherits when there is no will, and why "simple" estates still need one.',
  pubDate: new Date('2026-03-02T15:30:00-07:00'),
  guid: 'https://juniper.example.com/blog/do-i-need-a-will',
  categories: ['Estate planning', 'Wills'],
  creator: 'Dana Whitfield',
}

describe('rssXml', () => {
  test('writes an RSS 2.0 feed that names its own address', () => {
    expect(rssXml(channel, [item])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '  <channel>',
        '    <title>Juniper Hill Law — Blog</title>',
        '    <link>https://juniper.example.com/blog</link>',
        '    <description>Plain-language notes on wills, trusts, LLCs &amp; bankruptcy.</description>',
        '    <language>en-us</language>',
        '    <lastBuildDate>Tue, 24 Nov 2026 18:00:00 GMT</lastBuildDate>',
        '    <atom:link href="https://juniper.example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
        '    <item>',
        '      <title>Do I need a will?</title>',
        '      <link>https://juniper.example.com/blog/do-i-need-a-will</link>',
        '      <description>Who inherits when there is no will, and why &quot;simple&quot; estates still need one.</description>',
        '      <pubDate>Mon, 02 Mar 2026 22:30:00 GMT</pubDate>',
        '      <guid isPermaLink="true">https://juniper.example.com/blog/do-i-need-a-will</guid>',
        '      <category>Estate planning</category>',
        '      <category>Wills</category>',
        '      <dc:creator>Dana Whitfield</dc:creator>',
        '    </item>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    )
  })

  test('keeps the items in the order given', () => {
    const older = { ...item, title: 'Older', link: 'https://juniper.example.com/blog/older' }
    const xml = rssXml(channel, [item, older])
    expect(xml.indexOf('<title>Do I need a will?</title>')).toBeLessThan(
      xml.indexOf('<title>Older</title>'),
    )
    expect(xml.match(/<item>/g)).toHaveLength(2)
  })

  test('leaves out what is not given, and states a language other than the default', () => {
    const xml = rssXml({ ...channel, lastBuildDate: undefined, language: 'es-us' }, [
      { ...item, categories: undefined, creator: undefined },
    ])
    expect(xml).toContain('<language>es-us</language>')
    expect(xml).not.toContain('lastBuildDate')
    expect(xml).not.toContain('<category>')
    expect(xml).not.toContain('dc:creator')
  })

  test('an empty feed is still a channel', () => {
    const xml = rssXml(channel, [])
    expect(xml).toContain('<channel>')
    expect(xml).not.toContain('<item>')
  })

  test('a guid that is not the link is not a permalink', () => {
    expect(rssXml(channel, [{ ...item, guid: 'post-42' }])).toContain(
      '<guid isPermaLink="false">post-42</guid>',
    )
  })

  test('escapes text everywhere, the self link included', () => {
    const xml = rssXml(
      { ...channel, title: 'Wills & <Trusts>', selfUrl: 'https://x.example/rss?a=1&b="2"' },
      [{ ...item, title: "Rock 'n' <roll>", categories: ['A&B'], creator: 'O’Brien & Co' }],
    )
    expect(xml).toContain('<title>Wills &amp; &lt;Trusts&gt;</title>')
    expect(xml).toContain('href="https://x.example/rss?a=1&amp;b=&quot;2&quot;"')
    expect(xml).toContain('<title>Rock &apos;n&apos; &lt;roll&gt;</title>')
    expect(xml).toContain('<category>A&amp;B</category>')
    expect(xml).toContain('<dc:creator>O’Brien &amp; Co</dc:creator>')
  })

  test('refuses an item without a valid date rather than writing "Invalid Date"', () => {
    expect(() => rssXml(channel, [{ ...item, pubDate: new Date('not a date') }])).toThrow(
      RangeError,
    )
  })
})

describe('xmlText', () => {
  test.each([
    ['Fees & costs', 'Fees &amp; costs'],
    ['a < b > c', 'a &lt; b &gt; c'],
    [`"quoted" and 'single'`, '&quot;quoted&quot; and &apos;single&apos;'],
    ['&amp; already', '&amp;amp; already'],
    ['bell\u0007 null\u0000 escape\u001B', 'bell null escape'],
    ['vertical\u000Btab form\u000Cfeed', 'verticaltab formfeed'],
    ['tab\tnew\nline\rreturn', 'tab\tnew\nline\rreturn'],
    ['lone \uD83D high, lone \uDE00 low', 'lone  high, lone  low'],
    ['emoji 😀 stays', 'emoji 😀 stays'],
    ['non-characters \uFFFE\uFFFF', 'non-characters '],
    ['Exención — 2026 ©', 'Exención — 2026 ©'],
  ])('%j → %j', (text, safe) => expect(xmlText(text)).toBe(safe))
})

describe('rfc822Date', () => {
  test.each([
    ['2026-11-24T18:00:00Z', 'Tue, 24 Nov 2026 18:00:00 GMT'],
    ['2026-01-01T00:30:00+01:00', 'Wed, 31 Dec 2025 23:30:00 GMT'],
    ['2026-07-04T09:05:03.250-06:00', 'Sat, 04 Jul 2026 15:05:03 GMT'],
  ])('%s is %s', (iso, rfc822) => expect(rfc822Date(new Date(iso))).toBe(rfc822))

  test('refuses an invalid date', () =>
    expect(() => rfc822Date(new Date(Number.NaN))).toThrow(RangeError))
})
